"""``judge serve``: the rulebook, the rulings and ``ask`` over HTTP, for phones and programs.

Imported only by that command (and its tests): it needs the ``[serve]`` extra — Starlette for
the application, Granian as the server (``pip install 'berserk-judge[serve]'``).

    settings   Settings: what ``judge serve`` was asked for, passed to each worker process
    api        the JSON documents (the CLI's ``--json`` ones, through the same library calls),
               the endpoints declared once, the HTTP status of each error
    openapi    the OpenAPI document, derived from that declaration
    ask_page   the Ask page of a game: the reply as the page shows it
    guard      one ASGI middleware: limits, the rate limit, security headers, the log line
    app        the Starlette application of one worker: routes, the compute thread, start-up
    run        start: the rulebook checked, the pages built, the server and its workers started

A worker loads the rulebook and the scenarios at start and only reads them afterwards; workers
share nothing but judge's cache folder (written atomically), so more workers, or more hosts
behind a proxy, serve more users.
"""
