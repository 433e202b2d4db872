"""Reading rulebook texts into a cross-referenced index — the first step of the pipeline.

textio decodes bytes (UTF-8, legacy code pages) into lines; ids normalises clause numbers; parser
turns one text into a Document of Clauses, with lines (what a line is: a number, a heading or a
sentence), contents (tables of contents), furniture (running heads, page numbers) and glossary
(a glossary's entries, and the API that lists them); model holds the index (Rulebook, Document,
Clause); load finds the texts (game folders with book.yaml, bare files), parses them and caches
the result (store is its on-disk form); lookup answers one clause and what surrounds it; lint
says what the parser noticed.
"""
