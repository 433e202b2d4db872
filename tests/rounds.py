"""Question sets written in rounds, each by someone who had not read the reader's or the
search's code, from the rulebook texts and the specs alone, before anything was tuned on it
(``tests/data/rounds/``). Each round's *first* figure — measured before any tuning on that set —
is the honest measure of how the tool reads players' words; once tuned on, a set is a
regression check. ``FIGURES`` keeps both: the first figure and the floor the tests hold.

    ask_figure(path, rulebook)     read right / definite answers where unknown was due
    search_figure(path, rulebook)  first-and-matched / matched:false on answerable / on none

An ask item is right when the question is read into its game and kind and every answer key,
case row and cited clause it names holds (a row is written in the format's keys, so what it
leaves unsaid is the format's default — an open creature, in Герои in the play zone, a
building not passive — unless it wants ``unknown``; a row of the situation's facts, ``{mode:
fight}``, ``{subphase: strike}``, is of that default card too, and its keys are those of the
reply's cases bare, ``damage.subphase``; a row of a card next to others describes a card on the
battlefield). A case
row wanted ``unknown`` that the reply answers case by case over the unstated fact (true for
one value, false for the other; or one value undecided and the other decided — no definite
answer either way) is right: that is the answer the spec asks for; so is an item of no game
(``game: null``) read as its kind in every game that asks it, answered game by game; so is an
answer ``unknown`` wanted that the reply gives by case, its cases not all alike. A "what is
X?" question answered as ``judge define`` answers it is no situation, as the ``ask`` command
has it.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any, NamedTuple

import yaml

ROUNDS = Path(__file__).parent / "data" / "rounds"

#: per set: the first figure (measured before any tuning on it, with the commit), and the floor
#: the tests hold now (the figure after tuning, a regression below it fails)
FIGURES: dict[str, dict[str, Any]] = {
    "ask_round1": {"first": "68/115 = 59.1 %, 2 unearned (854f35c)", "floor": (110, 0)},
    "ask_round2": {"first": "92/137 = 67.2 %, 1 unearned (f8869a0)", "floor": (132, 0)},
    # (rounds 3, 7, 17 and 18: a question each wants damage outside the combat sub-phases
    # undecided; 34.10 is read as the definition it is since, damage elsewhere no destruction,
    # an assumption the verdict lists — the reading 40 of the sets' 44 such questions take)
    "ask_round3": {"first": "136/204 = 66.7 %, 5 unearned (c9b72d8)", "floor": (186, 1)},
    "ask_round4": {"first": "135/188 = 71.8 %, 4 unearned (cd9230a)", "floor": (179, 1)},
    "ask_round5": {"first": "127/188 = 67.6 %, 3 unearned (fef86d1)", "floor": (172, 0)},
    # (147/217 and 6 under the grader before a row undecided one way and decided the other
    # counted as answered by case)
    "ask_round6": {"first": "148/217 = 68.2 %, 5 unearned (1318c36)", "floor": (202, 0)},
    # (stop 71 set one lower, one more unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round7": {"first": "167/228 = 73.2 %, 1 unearned (2783171)", "floor": (210, 2)},
    "ask_round8": {"first": "165/222 = 74.3 %, 3 unearned (f4980d4)", "floor": (200, 0)},
    "ask_round9": {"first": "187/249 = 75.1 %, 2 unearned (da0282a)", "floor": (228, 0)},
    "ask_round10": {"first": "192/244 = 78.7 %, 4 unearned (403d90d)", "floor": (224, 0)},
    "ask_round11": {"first": "244/288 = 84.7 %, 1 unearned (89068bb)", "floor": (268, 0)},
    "ask_round12": {"first": "223/286 = 78.0 %, 1 unearned (89068bb)", "floor": (263, 0)},
    # (round 4: one story, "A Vasfarkassal az ellenfél őrposztos Lidércére támadok", wants
    # the attacker's unsaid place open; an attacker whose place is unsaid is now taken as chosen
    # from the guard post, 34.1, shown as taken — the reading the later rounds' writers use)
    # (rounds 13 and 14 were written to a brief rewritten from scratch; their first figures
    # were taken under the grader before a story's named answer was graded card by card and a
    # by-case answer matched an ``unknown`` wanted)
    "ask_round13": {"first": "195/279 = 69.9 %, 2 unearned (ac5858b)", "floor": (246, 1)},
    "ask_round14": {"first": "173/264 = 65.5 %, 2 unearned (ac5858b)", "floor": (220, 1)},
    "ask_round15": {"first": "220/289 = 76.1 %, 4 unearned (f1aeb18)", "floor": (267, 1)},
    # (lowered by one in stop 66: #40 asks whether the owner of a creature two attack must
    # choose, its place unsaid; that creature is now taken from the guard post (34.3), shown as
    # taken — the writers of 19 other such questions took it so; this one's wanted ``unknown``)
    "ask_round16": {"first": "196/289 = 67.8 %, 2 unearned (f1aeb18)", "floor": (248, 1)},
    # (stop 71 set one lower, one more unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round17": {"first": "200/259 = 77.2 %, 4 unearned (3c333e9)", "floor": (233, 2)},
    "ask_round18": {"first": "200/262 = 76.3 %, 2 unearned (3c333e9)", "floor": (232, 2)},
    # (rounds 19 and 20 were written to a brief rewritten from scratch a second time: the
    # earlier one was lost with a machine)
    "ask_round19": {"first": "180/252 = 71.4 %, 1 unearned (ed9b88e)", "floor": (233, 0)},
    "ask_round20": {"first": "165/255 = 64.7 %, 0 unearned (ed9b88e)", "floor": (240, 0)},
    "ask_round21": {"first": "178/251 = 70.9 %, 1 unearned (b3191f0)", "floor": (234, 0)},
    "ask_round22": {"first": "198/275 = 72.0 %, 2 unearned (b3191f0)", "floor": (256, 1)},
    "ask_round23": {"first": "178/252 = 70.6 %, 4 unearned (676d076)", "floor": (232, 0)},
    "ask_round24": {"first": "169/266 = 63.5 %, 1 unearned (676d076)", "floor": (242, 1)},
    "ask_round25": {"first": "188/256 = 73.4 %, 1 unearned (dd9f327)", "floor": (239, 1)},
    "ask_round26": {"first": "191/264 = 72.3 %, 2 unearned (dd9f327)", "floor": (240, 1)},
    "ask_round27": {"first": "186/250 = 74.4 %, 2 unearned (5bbe405)", "floor": (230, 1)},
    "ask_round28": {"first": "180/250 = 72.0 %, 2 unearned (99d9b43)", "floor": (223, 2)},
    "ask_round29": {"first": "208/252 = 82.5 %, 1 unearned (99d9b43)", "floor": (235, 1)},
    "ask_round30": {"first": "216/271 = 79.7 %, 2 unearned (9e6468d)", "floor": (251, 0)},
    "ask_round31": {"first": "204/250 = 81.6 %, 0 unearned (b94ffe7)", "floor": (235, 0)},
    "ask_round32": {"first": "203/252 = 80.6 %, 0 unearned (b94ffe7)", "floor": (231, 0)},
    "ask_round33": {"first": "216/257 = 84.0 %, 1 unearned (be84109)", "floor": (240, 0)},
    "ask_round34": {"first": "187/251 = 74.5 %, 2 unearned (f112a47)", "floor": (223, 0)},
    "ask_round35": {"first": "204/252 = 81.0 %, 3 unearned (f112a47)", "floor": (234, 1)},
    # (stop 71 set one lower, one more unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round36": {"first": "203/251 = 80.9 %, 3 unearned (ccfa5a2)", "floor": (230, 2)},
    "ask_round37": {"first": "221/252 = 87.7 %, 2 unearned (9363b32)", "floor": (235, 1)},
    "ask_round38": {"first": "221/261 = 84.7 %, 1 unearned (9363b32)", "floor": (239, 1)},
    "ask_round39": {"first": "197/251 = 78.5 %, 2 unearned (512bf00)", "floor": (236, 2)},
    # (rounds 40 and 41 were each written by two writers to a brief rewritten from scratch a
    # third time: the earlier one was lost with a machine)
    "ask_round40": {"first": "207/252 = 82.1 %, 0 unearned (01efce6)", "floor": (244, 0)},
    "ask_round41": {"first": "204/255 = 80.0 %, 0 unearned (01efce6)", "floor": (240, 0)},
    "ask_round42": {"first": "216/250 = 86.4 %, 0 unearned (f4e0eb4)", "floor": (230, 0)},
    # (stop 71 set one lower, one unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round43": {"first": "205/250 = 82.0 %, 1 unearned (f4e0eb4)", "floor": (232, 1)},
    "ask_round44": {"first": "213/250 = 85.2 %, 0 unearned (bc36dea)", "floor": (232, 0)},
    "ask_round45": {"first": "194/250 = 77.6 %, 2 unearned (adb2d3d)", "floor": (220, 1)},
    "ask_round46": {"first": "197/256 = 77.0 %, 3 unearned (4b4e5e4)", "floor": (227, 1)},
    "ask_round47": {"first": "190/250 = 76.0 %, 2 unearned (4b4e5e4)", "floor": (221, 0)},
    "ask_round48": {"first": "207/253 = 81.8 %, 2 unearned (00a0cc1)", "floor": (229, 1)},
    "ask_round49": {"first": "210/256 = 82.0 %, 1 unearned (00a0cc1)", "floor": (237, 0)},
    "ask_round50": {"first": "183/257 = 71.2 %, 3 unearned (05915ed)", "floor": (214, 3)},
    "ask_round51": {"first": "193/254 = 76.0 %, 0 unearned (7ac4f70)", "floor": (218, 0)},
    "ask_round52": {"first": "203/258 = 78.7 %, 3 unearned (f70f662)", "floor": (226, 1)},
    "ask_round53": {"first": "202/257 = 78.6 %, 1 unearned (f70f662)", "floor": (229, 0)},
    "ask_round54": {"first": "194/257 = 75.5 %, 1 unearned (04965ee)", "floor": (223, 0)},
    "ask_round55": {"first": "180/256 = 70.3 %, 2 unearned (04965ee)", "floor": (222, 0)},
    "ask_round56": {"first": "212/257 = 82.5 %, 2 unearned (4aff06f)", "floor": (234, 0)},
    "ask_round57": {"first": "197/258 = 76.4 %, 4 unearned (4aff06f)", "floor": (226, 3)},
    # (rounds 58 and 59 were written to a brief rewritten from scratch a fourth time: the
    # earlier one was lost with a machine; it names the eight kinds of the shared format only,
    # so a question the project's further kinds answer is a writer's "no situation")
    "ask_round58": {"first": "204/250 = 81.6 %, 5 unearned (04a094c)", "floor": (229, 2)},
    "ask_round59": {"first": "195/250 = 78.0 %, 1 unearned (04a094c)", "floor": (224, 0)},
    "ask_round60": {"first": "202/250 = 80.8 %, 2 unearned (cbf6dd5)", "floor": (218, 0)},
    "ask_round61": {"first": "149/250 = 59.6 %, 3 unearned (cbf6dd5)", "floor": (204, 1)},
    "ask_round62": {"first": "192/250 = 76.8 %, 4 unearned (d0eac7b)", "floor": (208, 0)},
    # (round 63's floor lowered by one at stop 65: #195 was right only because "Eszter az
    # aktív" — the active player — was read as the building's "not passive")
    "ask_round63": {"first": "191/250 = 76.4 %, 4 unearned (d0eac7b)", "floor": (210, 0)},
    "ask_round64": {"first": "167/250 = 66.8 %, 4 unearned (4d3aef3)", "floor": (198, 2)},
    "ask_round65": {"first": "181/250 = 72.4 %, 5 unearned (4d3aef3)", "floor": (208, 3)},
    "ask_round66": {"first": "199/250 = 79.6 %, 4 unearned (acf5bce)", "floor": (224, 1)},
    "ask_round67": {"first": "201/250 = 80.4 %, 2 unearned (acf5bce)", "floor": (225, 1)},
    "ask_round68": {"first": "193/250 = 77.2 %, 3 unearned (87ad5b3)", "floor": (221, 0)},
    "ask_round69": {"first": "190/250 = 76.0 %, 5 unearned (87ad5b3)", "floor": (218, 1)},
    "ask_round70": {"first": "185/250 = 74.0 %, 1 unearned (badd389)", "floor": (208, 0)},
    "ask_round71": {"first": "146/250 = 58.4 %, 1 unearned (badd389)", "floor": (191, 1)},
    "ask_round72": {"first": "196/250 = 78.4 %, 2 unearned (f06e697)", "floor": (220, 1)},
    # (stop 71 set one lower: #62 was right only because "по" before "мого Друида" lent the
    # attacker's words to the target; a preposition now takes the words after it, and the
    # typo "мого" makes the target a card of its own name)
    "ask_round73": {"first": "197/250 = 78.8 %, 0 unearned (f06e697)", "floor": (211, 0)},
    "ask_round74": {"first": "194/250 = 77.6 %, 3 unearned (8afedb0)", "floor": (205, 1)},
    "ask_round75": {"first": "112/250 = 44.8 %, 12 unearned (8afedb0)", "floor": (173, 2)},
    # (round 77: positions pasted as lists — cells, states, arrows, headings)
    # (stop 71 set one lower, one more unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round76": {"first": "214/250 = 85.6 %, 1 unearned (8a3e8a3)", "floor": (234, 2)},
    "ask_round77": {"first": "177/250 = 70.8 %, 0 unearned (8a3e8a3)", "floor": (224, 0)},
    # (round 79: short questions, one or two sentences)
    "ask_round78": {"first": "219/250 = 87.6 %, 0 unearned (f616206)", "floor": (239, 0)},
    "ask_round79": {"first": "209/250 = 83.6 %, 1 unearned (50c87f1)", "floor": (235, 0)},
    "ask_round80": {"first": "217/250 = 86.8 %, 2 unearned (82823ab)", "floor": (238, 0)},
    "ask_round81": {"first": "221/250 = 88.4 %, 0 unearned (82823ab)", "floor": (243, 0)},
    # (one below its figure of stop 66: #94, "A Lovagját nem támadja senki, csak a Papját két
    # lényem. … a Griff, támadhatja közvetlenül az ellenfelet?", names no place for the Lovag;
    # the Lovag nobody attacks is now the opponent's, so the declaration is read whole, and
    # which attacker breaks the rules waits on whether the Lovag stands in the guard post)
    "ask_round82": {"first": "209/250 = 83.6 %, 0 unearned (71de746)", "floor": (226, 0)},
    "ask_round83": {"first": "209/250 = 83.6 %, 0 unearned (6d1b14b)", "floor": (229, 0)},
    "ask_round84": {"first": "226/250 = 90.4 %, 2 unearned (2d6e5c2)", "floor": (240, 0)},
    "ask_round85": {"first": "210/250 = 84.0 %, 2 unearned (be5121d)", "floor": (227, 0)},
    "ask_round86": {"first": "213/250 = 85.2 %, 1 unearned (248141c)", "floor": (230, 0)},
    # (stop 71 set one lower, one more unearned: "когда закрывается карта в бою" asked of no
    # card, classic — the attacking card is now closed at the payment stage too, on the
    # reading shown as simple-strike-paid-by-closing, so either card closes then; the writer
    # read the attacker's payment as unsaid)
    "ask_round87": {"first": "214/250 = 85.6 %, 2 unearned (4ba4961)", "floor": (232, 2)},
    "ask_round88": {"first": "220/250 = 88.0 %, 2 unearned (4ba4961)", "floor": (238, 0)},
    "ask_round89": {"first": "214/250 = 85.6 %, 1 unearned (d3a98fe)", "floor": (233, 1)},
    "ask_round90": {"first": "224/250 = 89.6 %, 0 unearned (d3a98fe)", "floor": (236, 0)},
    # (rounds 91–92 and search 48: measured at the stop's last code commit, tuned on since)
    "ask_round91": {"first": "209/250 = 83.6 %, 1 unearned (706ecd0)", "floor": (237, 0)},
    "ask_round92": {"first": "215/250 = 86.0 %, 0 unearned (706ecd0)", "floor": (234, 0)},
    # (rounds 93–94 and search 49: written while the stop tuned on 91–92, measured at ae1605c;
    # tuned on since)
    "ask_round93": {"first": "219/250 = 87.6 %, 1 unearned (ae1605c)", "floor": (232, 0)},
    "ask_round94": {"first": "220/250 = 88.0 %, 0 unearned (ae1605c)", "floor": (230, 0)},
    # (rounds 95–96 and search 50: written while the stop tuned on 93–94, measured at its last
    # code commit, 15b5d49; tuned on since)
    "ask_round95": {"first": "227/250 = 90.8 %, 0 unearned (15b5d49)", "floor": (235, 0)},
    "ask_round96": {"first": "215/250 = 86.0 %, 0 unearned (15b5d49)", "floor": (236, 0)},
    # (rounds 97–98 and search 51: written while the stop tuned on 95–96, measured at its last
    # code commit, e6b5466, not tuned on yet)
    "ask_round97": {"first": "228/250 = 91.2 %, 1 unearned (e6b5466)", "floor": (242, 1)},
    "ask_round98": {"first": "221/250 = 88.4 %, 1 unearned (e6b5466)", "floor": (240, 0)},
    # (rounds 99–100 and search 52: written while the stop tuned on 97–98, measured at its last
    # code commit, 7428900, not tuned on yet)
    "ask_round99": {"first": "229/250 = 91.6 %, 0 unearned (7428900)", "floor": (232, 0)},
    "ask_round100": {"first": "231/250 = 92.4 %, 0 unearned (7428900)", "floor": (239, 0)},
    # (rounds 101–104 and search 53–56 were written to a brief rewritten from scratch a fifth
    # time: the earlier one was lost with a machine. Rounds 101–102 and search 53–54 were
    # measured at the stop's first commit, 6cd165e, then tuned on; rounds 103–104 and search
    # 55–56, written meanwhile, at 1cfee1e before any tuning on them (three changes came of
    # their misses since: a card's flight sought both ways, 34.11 cited, the creatures of the
    # games' worlds). Rounds 101–102's first
    # figures were taken before an item of no game counted as answered by game and a row of a
    # card next to others as one on the battlefield)
    "ask_round101": {"first": "208/250 = 83.2 %, 1 unearned (6cd165e)", "floor": (226, 1)},
    "ask_round102": {"first": "217/250 = 86.8 %, 0 unearned (6cd165e)", "floor": (235, 0)},
    "ask_round103": {"first": "217/250 = 86.8 %, 2 unearned (1cfee1e)", "floor": (238, 1)},
    "ask_round104": {"first": "199/250 = 79.6 %, 2 unearned (1cfee1e)", "floor": (221, 1)},
    # (rounds 105–106 and search 57–58, to the same brief, were measured at 3b9ec41 — a change
    # made of rounds 1–104's misses only — before anyone read them, then tuned on)
    "ask_round105": {"first": "212/250 = 84.8 %, 0 unearned (3b9ec41)", "floor": (224, 0)},
    "ask_round106": {"first": "218/250 = 87.2 %, 0 unearned (3b9ec41)", "floor": (231, 0)},
    # (rounds 107–108 and search 59–60, to the same brief, written while 105–106 were tuned on,
    # measured at 85a0be8 before anyone read them)
    "ask_round107": {"first": "206/250 = 82.4 %, 1 unearned (85a0be8)", "floor": (219, 0)},
    "ask_round108": {"first": "197/250 = 78.8 %, 2 unearned (85a0be8)", "floor": (218, 1)},
    # (rounds 109–110 and search 61–62, to the same brief, measured at 4be7fce — the stop's
    # start — before anyone read them)
    "ask_round109": {"first": "216/250 = 86.4 %, 0 unearned (4be7fce)", "floor": (225, 0)},
    "ask_round110": {"first": "210/250 = 84.0 %, 1 unearned (4be7fce)", "floor": (223, 1)},
    # (rounds 111–112 and search 63–64, to the same brief, written while 109–110 were tuned
    # on, measured before anyone read them: ask at 22e2a36, search at 3b24ab7)
    "ask_round111": {"first": "216/250 = 86.4 %, 0 unearned (22e2a36)", "floor": (231, 0)},
    "ask_round112": {"first": "217/250 = 86.8 %, 1 unearned (22e2a36)", "floor": (226, 1)},
    # (rounds 113–114, to the same brief, written while 111–112 were tuned on, measured at
    # 3dd5b51 before anyone read them)
    "ask_round113": {"first": "222/250 = 88.8 %, 0 unearned (3dd5b51)", "floor": (229, 0)},
    "ask_round114": {"first": "225/250 = 90.0 %, 0 unearned (3dd5b51)", "floor": (233, 0)},
    # (rounds 115–116, to the same brief, written while 113–114 were tuned on, measured at
    # f6ab977 before anyone read them)
    "ask_round115": {"first": "222/250 = 88.8 %, 0 unearned (f6ab977)", "floor": (232, 0)},
    "ask_round116": {"first": "211/250 = 84.4 %, 0 unearned (f6ab977)", "floor": (230, 0)},
    # (rounds 117–118 and search 67–68, to the same brief, written while 115–116 were tuned
    # on, measured at 7907cf2 before anyone read them)
    "ask_round117": {"first": "220/250 = 88.0 %, 1 unearned (7907cf2)", "floor": (232, 0)},
    "ask_round118": {"first": "215/250 = 86.0 %, 0 unearned (7907cf2)", "floor": (224, 0)},
    # (rounds 119–120 and search 69–70, to the same brief, written while 117–118 were tuned
    # on, measured at 1514bc3 before anyone read them)
    "ask_round119": {"first": "215/250 = 86.0 %, 1 unearned (1514bc3)", "floor": (222, 0)},
    "ask_round120": {"first": "216/250 = 86.4 %, 0 unearned (1514bc3)", "floor": (229, 0)},
    # (rounds 121–122, to the same brief, written while 119–120 were tuned on, measured at
    # 3c7b171 before anyone read them; search 71–72 at e5964c1)
    "ask_round121": {"first": "209/250 = 83.6 %, 3 unearned (3c7b171)", "floor": (218, 0)},
    "ask_round122": {"first": "221/250 = 88.4 %, 0 unearned (3c7b171)", "floor": (232, 0)},
    # (rounds 123–124, to the same brief, written while 121–122 were tuned on, measured at
    # a657271 before anyone read them)
    "ask_round123": {"first": "218/250 = 87.2 %, 1 unearned (a657271)", "floor": (224, 0)},
    # (one below its first figure: #102's creature two attack, asked whether that is "szabályos",
    # stands where "rajta kívül nincs lény" says only by the pronoun, which is not read — and a
    # question that asks whether the attacks may be made has the target's place left open)
    "ask_round124": {"first": "210/250 = 84.0 %, 0 unearned (a657271)", "floor": (222, 0)},
    # (rounds 125–126, to the same brief, written while 123–124 were tuned on, measured at
    # 1ab96db before anyone read them)
    "ask_round125": {"first": "226/250 = 90.4 %, 3 unearned (1ab96db)", "floor": (232, 1)},
    "ask_round126": {"first": "221/250 = 88.4 %, 0 unearned (1ab96db)", "floor": (231, 0)},
    # (rounds 127–128, to the same brief, written while 126 was tuned on, measured at d6ac71f
    # before anyone read them: the first two fresh rounds at 90 % or more with no unearned)
    "ask_round127": {"first": "229/250 = 91.6 %, 0 unearned (d6ac71f)", "floor": (236, 0)},
    # (stop 68 set it one lower than stop 67's: #28's "a Lovagommal a Bástyaőrt" took the
    # Lovag's words, "van az őrposztban", as the Bástyaőr's — right by chance; a list's item
    # takes only the words of an item of its own case, and that place is left open)
    "ask_round128": {"first": "229/250 = 91.6 %, 0 unearned (d6ac71f)", "floor": (237, 0)},
    # (rounds 129–130, to the same brief, written while 127–128 were tuned on, measured at
    # 46454e9 before anyone read them)
    "ask_round129": {"first": "221/250 = 88.4 %, 1 unearned (46454e9)", "floor": (227, 0)},
    "ask_round130": {"first": "222/250 = 88.8 %, 0 unearned (46454e9)", "floor": (228, 0)},
    # (rounds 131–132, to the same brief, written while 129–130 were tuned on, measured at
    # 598d26d before anyone read them)
    "ask_round131": {"first": "222/250 = 88.8 %, 1 unearned (598d26d)", "floor": (230, 1)},
    "ask_round132": {"first": "226/250 = 90.4 %, 0 unearned (598d26d)", "floor": (233, 0)},
    # (rounds 133–134, to the same brief, written while 131–132 were tuned on, measured at
    # 94fafdd before anyone read them; questions both writers wrote alike kept once: 248, 247)
    "ask_round133": {"first": "213/248 = 85.9 %, 0 unearned (94fafdd)", "floor": (220, 0)},
    "ask_round134": {"first": "208/247 = 84.2 %, 1 unearned (94fafdd)", "floor": (219, 0)},
    # (rounds 135–136, to the same brief, written while 133–134 were tuned on, measured at
    # 66ce1ce before anyone read them; questions both writers wrote alike kept once: 248 each)
    "ask_round135": {"first": "208/248 = 83.9 %, 0 unearned (66ce1ce)", "floor": (217, 0)},
    "ask_round136": {"first": "220/248 = 88.7 %, 0 unearned (66ce1ce)", "floor": (228, 0)},
    # (rounds 137–138, to the same brief, written while 135–136 were tuned on, measured at
    # 0a44549 before anyone read them; 248 each, as above)
    "ask_round137": {"first": "224/248 = 90.3 %, 1 unearned (0a44549)", "floor": (230, 0)},
    "ask_round138": {"first": "222/248 = 89.5 %, 0 unearned (0a44549)", "floor": (225, 0)},
    # (rounds 139–140, to the same brief, written while 137–138 were tuned on, measured at
    # eb716b6 before anyone read them; questions both writers wrote alike kept once: 249, 247)
    "ask_round139": {"first": "221/249 = 88.8 %, 0 unearned (eb716b6)", "floor": (226, 0)},
    "ask_round140": {"first": "218/247 = 88.3 %, 2 unearned (eb716b6)", "floor": (223, 0)},
    # (rounds 141–142, to the same brief, written while 139–140 were tuned on, measured at
    # d34d0d9 before anyone read them; questions both writers wrote alike kept once: 247, 248)
    "ask_round141": {"first": "233/247 = 94.3 %, 0 unearned (d34d0d9)", "floor": (238, 0)},
    "ask_round142": {"first": "221/248 = 89.1 %, 1 unearned (d34d0d9)", "floor": (231, 1)},
    # (rounds 143–144, to the same brief, written while 141–142 were tuned on, measured at
    # 4478d61 before anyone read them; 247, 248)
    "ask_round143": {"first": "210/247 = 85.0 %, 1 unearned (4478d61)", "floor": (220, 0)},
    "ask_round144": {"first": "213/248 = 85.9 %, 2 unearned (4478d61)", "floor": (222, 1)},
    # (rounds 145–146, to the same brief, written while 143–144 were tuned on, measured at
    # 27046e4 before anyone read them; 249, 246)
    "ask_round145": {"first": "226/249 = 90.8 %, 1 unearned (27046e4)", "floor": (230, 1)},
    "ask_round146": {"first": "216/246 = 87.8 %, 0 unearned (27046e4)", "floor": (220, 0)},
    # (rounds 147–150 and search 81–84 were written to a brief rewritten from scratch a sixth
    # time: the earlier one was lost with a machine. Rounds 147–148 and search 81–82 were
    # measured at the stop's first commit, 704514f, then tuned on; rounds 149–150 and search
    # 83–84, written meanwhile, at 7254ece before anyone read them. The brief names the shared
    # format's eight kinds only: a question a further kind of the project answers — taking a
    # declaration back, when triggered abilities are declared — is a writer's "no situation")
    "ask_round147": {"first": "194/246 = 78.9 %, 1 unearned (704514f)", "floor": (219, 1)},
    "ask_round148": {"first": "185/247 = 74.9 %, 0 unearned (704514f)", "floor": (201, 0)},
    # (round 149 set one below cf50715's figure: #52 was right only because "прикрыть её своим
    # Оборотнем" read the Оборотень as the opponent's — "своим" is the speaker's now, and the
    # story's "Костяным драконом" read as two cards gives the Оборотень another's flight)
    "ask_round149": {"first": "202/247 = 81.8 %, 3 unearned (7254ece)", "floor": (220, 0)},
    "ask_round150": {"first": "201/247 = 81.4 %, 0 unearned (7254ece)", "floor": (214, 0)},
    # (rounds 151–152 and search 85–86, to the same brief, written while 149–150 were tuned
    # on, measured at cf50715 before anyone read them)
    "ask_round151": {"first": "200/247 = 81.0 %, 3 unearned (cf50715)", "floor": (213, 0)},
    "ask_round152": {"first": "206/250 = 82.4 %, 3 unearned (cf50715)", "floor": (225, 0)},
    # (stop 71: rounds 153–154 and search 87–88, written to the same brief while nothing was
    # tuned, measured before anyone read them — the ask rounds at 09a96bb, whose one change,
    # the classic attacker closed at the payment stage, was made before they were written
    # down; the search sets at baa4bb4)
    "ask_round153": {"first": "200/248 = 80.6 %, 3 unearned (09a96bb)", "floor": (214, 0)},
    "ask_round154": {"first": "201/247 = 81.4 %, 1 unearned (09a96bb)", "floor": (218, 0)},
    # (stop 72: rounds 155–156 and search 89–90, written to the same brief while rounds were
    # left alone, measured before anyone read them — the ask rounds at 0bc1577, the search
    # sets at c730c27)
    "ask_round155": {"first": "211/248 = 85.1 %, 1 unearned (0bc1577)", "floor": (227, 0)},
    "ask_round156": {"first": "204/248 = 82.3 %, 2 unearned (0bc1577)", "floor": (220, 0)},
    "ask_round157": {"first": "217/248 = 87.5 %, 2 unearned (31ae25b)", "floor": (228, 0)},
    "ask_round158": {"first": "215/249 = 86.3 %, 2 unearned (31ae25b)", "floor": (222, 0)},
    # rounds 159-160 (stop 74), written to the same brief, measured at 95f10ec before anyone
    # read them; search sets 93-94 at 90f9d15
    "ask_round159": {"first": "204/247 = 82.6 %, 0 unearned (95f10ec)", "floor": (218, 0)},
    "ask_round160": {"first": "211/249 = 84.7 %, 0 unearned (95f10ec)", "floor": (226, 0)},
    # rounds 161-164 (stop 75), written to the same brief, measured before anyone read them:
    # 161 at 569b04a, 162 at 7255f45; search sets 95-96 at 9e43f4d
    "ask_round161": {"first": "214/249 = 85.9 %, 0 unearned (569b04a)", "floor": (224, 0)},
    "ask_round162": {"first": "210/247 = 85.0 %, 0 unearned (7255f45)", "floor": (218, 0)},
    # rounds 163-164, measured at c530900 before anyone read them; search 97-98 at 883cde9
    "ask_round163": {"first": "211/250 = 84.4 %, 1 unearned (c530900)", "floor": (216, 0)},
    "ask_round164": {"first": "220/248 = 88.7 %, 0 unearned (c530900)", "floor": (224, 0)},
    "search_round1": {"first": "0.762, 12.5 % abstained, 85 % none right (854f35c)"},
    "search_round2": {"first": "0.700, 17.1 % abstained, 90 % none right (f8869a0)"},
    "search_round3": {"first": "0.654, 23.1 % abstained, 88 % none right (56d45e6)"},
    "search_round4": {"first": "0.670, 18.3 % abstained, 77 % none right (cd9230a)"},
    "search_round5": {"first": "0.670, 17.9 % abstained, 93 % none right (45ed18c)"},
    "search_round6": {"first": "0.699, 14.7 % abstained, 89 % none right (db6a4b6)"},
    "search_round7": {"first": "0.697, 14.4 % abstained, 93 % none right (69aeec5)"},
    "search_round8": {"first": "0.730, 13.8 % abstained, 90 % none right (34eb8a0)"},
    "search_round9": {"first": "0.762, 8.6 % abstained, 91 % none right (89068bb)"},
    "search_round10": {"first": "0.725, 15.2 % abstained, 95 % none right (ac5858b)"},
    "search_round11": {"first": "0.744, 12.2 % abstained, 92 % none right (03114fe)"},
    "search_round12": {"first": "0.679, 16.7 % abstained, 90 % none right (3e69a3f)"},
    "search_round13": {"first": "0.675, 15.7 % abstained, 94 % none right (0634271)"},
    "search_round14": {"first": "0.712, 12.5 % abstained, 86 % none right (ea626ad)"},
    "search_round15": {"first": "0.702, 11.9 % abstained, 91 % none right (676d076)"},
    "search_round16": {"first": "0.672, 8.3 % abstained, 84 % none right (dd9f327)"},
    "search_round17": {"first": "0.701, 7.9 % abstained, 81 % none right (6c15b90)"},
    "search_round18": {"first": "0.719, 12.3 % abstained, 72 % none right (99d9b43)"},
    "search_round19": {"first": "0.655, 13.0 % abstained, 85 % none right (9e6468d)"},
    "search_round20": {"first": "0.713, 13.8 % abstained, 80 % none right (b94ffe7)"},
    "search_round21": {"first": "0.718, 13.6 % abstained, 88 % none right (be84109)"},
    "search_round22": {"first": "0.695, 7.8 % abstained, 94 % none right (f112a47)"},
    "search_round23": {"first": "0.693, 8.9 % abstained, 89 % none right (ccfa5a2)"},
    "search_round24": {"first": "0.740, 9.3 % abstained, 91 % none right (9363b32)"},
    "search_round25": {"first": "0.721, 8.1 % abstained, 91 % none right (512bf00)"},
    "search_round26": {"first": "0.774, 8.2 % abstained, 89 % none right (01efce6)"},
    "search_round27": {"first": "0.776, 10.9 % abstained, 91 % none right (f4e0eb4)"},
    "search_round28": {"first": "0.678, 15.4 % abstained, 81 % none right (bc36dea)"},
    "search_round29": {"first": "0.769, 6.4 % abstained, 88 % none right (4384363)"},
    "search_round30": {"first": "0.793, 6.7 % abstained, 86 % none right (840ed93)"},
    "search_round31": {"first": "0.755, 4.5 % abstained, 82 % none right (f70f662)"},
    "search_round32": {"first": "0.730, 5.9 % abstained, 78 % none right (04965ee)"},
    "search_round33": {"first": "0.797, 7.2 % abstained, 77 % none right (4aff06f)"},
    "search_round34": {"first": "0.793, 2.6 % abstained, 60 % none right (04a094c)"},
    "search_round35": {"first": "0.798, 1.7 % abstained, 69 % none right (cbf6dd5)"},
    "search_round36": {"first": "0.854, 0.8 % abstained, 63 % none right (d0eac7b)"},
    "search_round37": {"first": "0.884, 0.8 % abstained, 57 % none right (4d3aef3)"},
    "search_round38": {"first": "0.843, 3.3 % abstained, 67 % none right (acf5bce)"},
    "search_round39": {"first": "0.782, 3.4 % abstained, 60 % none right (87ad5b3)"},
    "search_round40": {"first": "0.902, 3.3 % abstained, 74 % none right (badd389)"},
    "search_round41": {"first": "0.726, 8.5 % abstained, 66 % none right (f06e697)"},
    # (round 42: 0.804 under the grader before a block named with its heading's stop,
    # ``Предварительный этап.``, counted as that block — five of its questions)
    "search_round42": {"first": "0.848, 1.8 % abstained, 89 % none right (8a3e8a3)"},
    "search_round43": {"first": "0.833, 5.3 % abstained, 86 % none right (04ec139)"},
    "search_round44": {"first": "0.795, 6.2 % abstained, 87 % none right (71de746)"},
    "search_round45": {"first": "0.814, 5.3 % abstained, 92 % none right (2d6e5c2)"},
    "search_round46": {"first": "0.857, 1.8 % abstained, 74 % none right (4ba4961)"},
    "search_round47": {"first": "0.841, 1.8 % abstained, 81 % none right (d3a98fe)"},
    "search_round48": {"first": "0.893, 0.9 % abstained, 84 % none right (706ecd0)"},
    "search_round49": {"first": "0.839, 0.9 % abstained, 84 % none right (ae1605c)"},
    "search_round50": {"first": "0.812, 5.4 % abstained, 76 % none right (15b5d49)"},
    "search_round51": {"first": "0.821, 3.6 % abstained, 82 % none right (e6b5466)"},
    "search_round52": {"first": "0.851, 1.8 % abstained, 78 % none right (7428900)"},
    "search_round53": {"first": "0.777, 8.0 % abstained, 63 % none right (6cd165e)"},
    "search_round54": {"first": "0.841, 8.0 % abstained, 59 % none right (6cd165e)"},
    "search_round55": {"first": "0.796, 0.9 % abstained, 73 % none right (1cfee1e)"},
    "search_round56": {"first": "0.795, 3.6 % abstained, 61 % none right (1cfee1e)"},
    "search_round57": {"first": "0.750, 8.0 % abstained, 76 % none right (3b9ec41)"},
    "search_round58": {"first": "0.841, 4.4 % abstained, 70 % none right (3b9ec41)"},
    "search_round59": {"first": "0.841, 4.4 % abstained, 65 % none right (85a0be8)"},
    "search_round60": {"first": "0.805, 5.3 % abstained, 65 % none right (85a0be8)"},
    "search_round61": {"first": "0.777, 5.4 % abstained, 68 % none right (4be7fce)"},
    "search_round62": {"first": "0.823, 1.8 % abstained, 62 % none right (4be7fce)"},
    "search_round63": {"first": "0.885, 1.8 % abstained, 70 % none right (3b24ab7)"},
    "search_round64": {"first": "0.812, 4.5 % abstained, 63 % none right (3b24ab7)"},
    "search_round65": {"first": "0.839, 2.7 % abstained, 71 % none right (88cc38b)"},
    "search_round66": {"first": "0.841, 5.3 % abstained, 68 % none right (88cc38b)"},
    "search_round67": {"first": "0.832, 4.4 % abstained, 59 % none right (7907cf2)"},
    "search_round68": {"first": "0.795, 4.5 % abstained, 63 % none right (7907cf2)"},
    "search_round69": {"first": "0.833, 1.8 % abstained, 67 % none right (1514bc3)"},
    "search_round70": {"first": "0.823, 7.1 % abstained, 68 % none right (1514bc3)"},
    "search_round71": {"first": "0.805, 5.3 % abstained, 70 % none right (e5964c1)"},
    "search_round72": {"first": "0.867, 2.7 % abstained, 70 % none right (e5964c1)"},
    "search_round73": {"first": "0.802, 2.7 % abstained, 67 % none right (d6ac71f)"},
    "search_round74": {"first": "0.867, 0.9 % abstained, 76 % none right (d6ac71f)"},
    "search_round75": {"first": "0.820, 2.7 % abstained, 69 % none right (46454e9)"},
    "search_round76": {"first": "0.761, 2.7 % abstained, 76 % none right (46454e9)"},
    "search_round77": {"first": "0.821, 6.2 % abstained, 68 % none right (66ce1ce)"},
    "search_round78": {"first": "0.858, 1.8 % abstained, 65 % none right (66ce1ce)"},
    "search_round79": {"first": "0.796, 3.5 % abstained, 68 % none right (d34d0d9)"},
    "search_round80": {"first": "0.781, 6.1 % abstained, 56 % none right (d34d0d9)"},
    "search_round81": {"first": "0.726, 3.5 % abstained, 73 % none right (704514f)"},
    "search_round82": {"first": "0.867, 1.8 % abstained, 62 % none right (704514f)"},
    "search_round83": {"first": "0.894, 0.9 % abstained, 59 % none right (7254ece)"},
    "search_round84": {"first": "0.805, 8.0 % abstained, 51 % none right (7254ece)"},
    "search_round85": {"first": "0.832, 7.1 % abstained, 73 % none right (cf50715)"},
    "search_round86": {"first": "0.832, 1.8 % abstained, 70 % none right (cf50715)"},
    "search_round87": {"first": "0.858, 3.5 % abstained, 84 % none right (baa4bb4)"},
    "search_round88": {"first": "0.841, 4.4 % abstained, 70 % none right (baa4bb4)"},
    "search_round89": {"first": "0.867, 1.8 % abstained, 65 % none right (c730c27)"},
    "search_round90": {"first": "0.832, 3.5 % abstained, 76 % none right (c730c27)"},
    "search_round91": {"first": "0.832, 1.8 % abstained, 81 % none right (b86d33f)"},
    "search_round92": {"first": "0.876, 5.3 % abstained, 76 % none right (b86d33f)"},
    "search_round93": {"first": "0.850, 5.3 % abstained, 86 % none right (90f9d15)"},
    "search_round94": {"first": "0.867, 6.2 % abstained, 78 % none right (90f9d15)"},
    "search_round95": {"first": "0.841, 2.7 % abstained, 65 % none right (9e43f4d)"},
    "search_round96": {"first": "0.850, 6.2 % abstained, 76 % none right (9e43f4d)"},
    "search_round97": {"first": "0.805, 7.1 % abstained, 84 % none right (883cde9)"},
    "search_round98": {"first": "0.920, 2.7 % abstained, 76 % none right (883cde9)"},
}
FIGURES["search_round1"]["floor"] = (73, 18)  # first-and-matched, no-answer right
FIGURES["search_round2"]["floor"] = (62, 20)
FIGURES["search_round3"]["floor"] = (90, 25)
# (stop 70 set search 4, 18, 19, 22, 24, 26, 61, 70 and 71 one lower each: a "how many" is now
# matched only by a clause whose number counts what is asked, and these ask it in words the
# search reads as nothing the clause numbers — "hány harcos", "hány karit", "hányan rohanhatják",
# "сколько разновидностей" found by the wrong clause, "сколько раз стреляет"; over the 84 sets
# the same reading answers 91 more questions no clause answers with "matched: false")
FIGURES["search_round4"]["floor"] = (89, 28)
FIGURES["search_round5"]["floor"] = (87, 26)
FIGURES["search_round6"]["floor"] = (117, 27)
# (stop 71 set search 7 one lower: "nekem három támadó" now reaches 34.5's maximum, where the
# question was about breaking through, 34.4; the same reading gained 41 answers over the sets)
FIGURES["search_round7"]["floor"] = (106, 28)
FIGURES["search_round8"]["floor"] = (129, 27)
FIGURES["search_round9"]["floor"] = (152, 31)
FIGURES["search_round10"]["floor"] = (138, 40)
FIGURES["search_round11"]["floor"] = (149, 36)
FIGURES["search_round12"]["floor"] = (163, 38)
FIGURES["search_round13"]["floor"] = (149, 36)
FIGURES["search_round14"]["floor"] = (159, 33)
FIGURES["search_round15"]["floor"] = (126, 31)
FIGURES["search_round16"]["floor"] = (139, 34)
FIGURES["search_round17"]["floor"] = (121, 28)
FIGURES["search_round18"]["floor"] = (131, 30)
FIGURES["search_round19"]["floor"] = (127, 32)
FIGURES["search_round20"]["floor"] = (133, 31)
# (one long story of round 21 — a composite feature's second ability — lost its clause, 513.3,
# to 507.4 when the share of the query a clause covers came to count more: 50 questions of the
# rounds found first, 9 lost; bench/README.md)
FIGURES["search_round21"]["floor"] = (158, 31)
FIGURES["search_round22"]["floor"] = (121, 35)
FIGURES["search_round23"]["floor"] = (129, 33)
FIGURES["search_round24"]["floor"] = (157, 33)
FIGURES["search_round25"]["floor"] = (128, 34)
# (round 26: "предварительнй этап аплата способности источник становится атакующей картой"
# lost 508.3 to the heading "Предварительный этап" when "быть", "должен" became stop words —
# the statistics of the index moved; 24 questions of the rounds that no clause answers found
# nothing since, as they should)
FIGURES["search_round26"]["floor"] = (119, 32)
FIGURES["search_round27"]["floor"] = (117, 33)
FIGURES["search_round28"]["floor"] = (104, 31)
FIGURES["search_round29"]["floor"] = (125, 29)
FIGURES["search_round30"]["floor"] = (122, 36)
FIGURES["search_round31"]["floor"] = (120, 31)
FIGURES["search_round32"]["floor"] = (121, 32)
FIGURES["search_round33"]["floor"] = (124, 31)
FIGURES["search_round34"]["floor"] = (94, 26)
FIGURES["search_round35"]["floor"] = (98, 31)
FIGURES["search_round36"]["floor"] = (107, 25)
FIGURES["search_round37"]["floor"] = (108, 26)
FIGURES["search_round38"]["floor"] = (102, 28)
FIGURES["search_round39"]["floor"] = (95, 22)
FIGURES["search_round40"]["floor"] = (112, 27)
FIGURES["search_round41"]["floor"] = (90, 25)
FIGURES["search_round42"]["floor"] = (99, 35)
FIGURES["search_round43"]["floor"] = (96, 33)
FIGURES["search_round44"]["floor"] = (94, 34)
FIGURES["search_round45"]["floor"] = (96, 35)
FIGURES["search_round46"]["floor"] = (98, 30)
FIGURES["search_round47"]["floor"] = (98, 32)
FIGURES["search_round48"]["floor"] = (102, 34)
FIGURES["search_round49"]["floor"] = (97, 34)
FIGURES["search_round50"]["floor"] = (95, 30)
FIGURES["search_round51"]["floor"] = (92, 31)
FIGURES["search_round52"]["floor"] = (99, 32)
FIGURES["search_round53"]["floor"] = (89, 29)
FIGURES["search_round54"]["floor"] = (97, 28)
FIGURES["search_round55"]["floor"] = (91, 29)
FIGURES["search_round56"]["floor"] = (90, 28)
FIGURES["search_round57"]["floor"] = (87, 33)
FIGURES["search_round58"]["floor"] = (96, 30)
FIGURES["search_round59"]["floor"] = (97, 27)
FIGURES["search_round60"]["floor"] = (90, 27)
FIGURES["search_round61"]["floor"] = (86, 31)
FIGURES["search_round62"]["floor"] = (93, 26)
FIGURES["search_round63"]["floor"] = (101, 31)
FIGURES["search_round64"]["floor"] = (92, 30)
FIGURES["search_round65"]["floor"] = (95, 31)
FIGURES["search_round66"]["floor"] = (96, 28)
FIGURES["search_round67"]["floor"] = (95, 26)
FIGURES["search_round68"]["floor"] = (89, 29)
FIGURES["search_round69"]["floor"] = (97, 27)
FIGURES["search_round70"]["floor"] = (94, 30)
FIGURES["search_round71"]["floor"] = (92, 30)
FIGURES["search_round72"]["floor"] = (98, 30)
FIGURES["search_round73"]["floor"] = (89, 32)
FIGURES["search_round74"]["floor"] = (99, 32)
FIGURES["search_round75"]["floor"] = (92, 31)
FIGURES["search_round76"]["floor"] = (88, 32)
FIGURES["search_round77"]["floor"] = (94, 29)
FIGURES["search_round78"]["floor"] = (99, 28)
FIGURES["search_round79"]["floor"] = (91, 30)
FIGURES["search_round80"]["floor"] = (91, 26)
FIGURES["search_round81"]["floor"] = (82, 32)
FIGURES["search_round82"]["floor"] = (98, 27)
FIGURES["search_round83"]["floor"] = (102, 29)
FIGURES["search_round84"]["floor"] = (92, 25)
FIGURES["search_round85"]["floor"] = (96, 30)
FIGURES["search_round86"]["floor"] = (95, 28)
FIGURES["search_round87"]["floor"] = (99, 31)
FIGURES["search_round88"]["floor"] = (97, 27)
FIGURES["search_round89"]["floor"] = (99, 26)
FIGURES["search_round90"]["floor"] = (94, 30)
FIGURES["search_round91"]["floor"] = (94, 30)
FIGURES["search_round92"]["floor"] = (99, 28)
FIGURES["search_round93"]["floor"] = (96, 32)
FIGURES["search_round94"]["floor"] = (98, 29)
FIGURES["search_round95"]["floor"] = (95, 24)
FIGURES["search_round96"]["floor"] = (96, 28)
FIGURES["search_round97"]["floor"] = (91, 31)
FIGURES["search_round98"]["floor"] = (104, 28)


class AskFigure(NamedTuple):
    right: int
    total: int
    unearned: int
    wrong: list[tuple[str, list[str]]]


class SearchFigure(NamedTuple):
    first_and_matched: int
    answerable: int
    abstained: int
    none_right: int
    none: int


def _norm(value: Any) -> Any:
    """A value as compared: a name in any case, ``ё`` written as ``е`` (Russian writes either:
    ``Орёл``, ``Орел``)."""
    if not isinstance(value, str):
        return value
    return unicodedata.normalize("NFC", value).casefold().replace("ё", "е")


def _same(got: Any, want: Any) -> bool:
    if isinstance(got, list | tuple) and isinstance(want, list | tuple):
        return sorted(str(_norm(v)) for v in got) == sorted(str(_norm(v)) for v in want)
    if isinstance(got, bool) or isinstance(want, bool):
        return got is want
    return str(_norm(got)) == str(_norm(want))


def _covers(card: dict[str, Any], row: dict[str, Any]) -> bool:
    """Whether a reply's case card is of the kind a row describes (keys the row names), the
    card as ``--json`` gives it (``case_card``: one thing's facts bare)."""
    from judge.render.situation import case_card

    card = case_card(card)["card"]
    # (a case over facts of several things keeps their names: ``damage.subphase`` is the row's
    # ``subphase`` where no other thing's fact is so called)
    bare = [key.rpartition(".")[2] for key in card]
    card = {
        b if bare.count(b) == 1 and b in row else k: v
        for (k, v), b in zip(card.items(), bare, strict=True)
    }
    if (
        row.get("next-to")
        and card.get("zone", "battlefield") != "battlefield"
        and "zone" not in row
    ):
        return False  # (a card next to others stands on the battlefield: the row says so)
    for key, value in card.items():
        if key not in row:
            continue
        want = row[key]
        if key == "next-to" and isinstance(value, list) and value and isinstance(value[0], list):
            if sorted(want) not in [sorted(v) for v in value]:
                return False
        elif key == "next-to":
            if sorted(value or []) != sorted(want):
                return False
        elif isinstance(value, list):  # a case for several values (``type: [artifact, …]``)
            if want not in value:
                return False
        elif value != want:
            return False
    return True


def grade_ask(item: dict[str, Any], rulebook: Any) -> tuple[bool, bool, list[str]]:
    """One item: (right, a definite answer where unknown was due, what is wrong)."""
    from judge.ask.cases import answer_situation, read
    from judge.scenario.schema import UNKNOWN
    from judge.search.glossary import defined_if_any
    from judge.search.terms import asked_term

    term = asked_term(item["q"])
    if term is not None and defined_if_any(rulebook, term):
        right = item.get("ask") is None
        return right, False, [] if right else [f"answered as define {term}"]
    situation = read(item["q"], rulebook)
    if item.get("ask") is None:
        return situation is None, False, [] if situation is None else ["read as a situation"]
    if situation is None:
        return False, False, ["not read as a situation"]
    # (an item of no game, ``game: null``: read as its kind in each game that asks it, and
    # answered by game — the question names none)
    game = situation.game if situation.game == item.get("game") or not situation.also else None
    if (game, situation.kind) != (item.get("game"), item["ask"]):
        return False, False, [f"read as {situation.game}/{situation.kind}"]
    reply = answer_situation(situation, rulebook)
    problems: list[str] = []
    unearned = False
    for key, want in (item.get("answer") or {}).items():
        got = reply.answer.get(key)
        if want == UNKNOWN and got not in (UNKNOWN, None, "by case"):
            unearned = True
        if got == "by case" and want == [] and not any(c.holds is not False for c in reply.cases):
            continue
        if got == "by case" and want == UNKNOWN and len({c.holds for c in reply.cases}) > 1:
            continue  # answered case by case, no definite answer either way: as the spec asks
        if isinstance(want, list) and isinstance(got, list | tuple) and len(want) == len(got):
            generic = {"attacker", "target", "defender", "player", "building", "card"}
            pairs = zip(sorted(map(str, got)), sorted(map(str, want)), strict=True)
            if all(_same(g, w) or g.split("-")[0] in generic for g, w in pairs):
                continue
        if not _same(got, want):
            problems.append(f"answer {key}: {got!r}, want {want!r}")
    for said, holds in item.get("holds") or ():
        # (a row that wants ``unknown`` leaves what it does not say open: a too-little item)
        row = said if holds == UNKNOWN else _with_defaults(said, item.get("game"))
        got_rows = [_case_value(c) for c in reply.cases if _covers(c.card, row)]
        got_rows = got_rows or _named_rows(reply, row)
        split = holds == UNKNOWN and len({str(g) for g in got_rows}) > 1
        if holds == UNKNOWN and not split and any(g != UNKNOWN for g in got_rows):
            unearned = True
        if not split and (len({str(g) for g in got_rows}) != 1 or got_rows[0] != holds):
            problems.append(f"case {said}: {got_rows}, want {holds}")
    problems += [f"does not cite {c}" for c in item.get("cites") or () if c not in reply.cites]
    return not problems, unearned, problems


def _case_value(case: Any) -> Any:
    """What a reply's case answers: its value where the kind answers one (``speed: fast``),
    else whether it holds (``unknown`` where undecided)."""
    from judge.scenario.schema import UNKNOWN

    if isinstance(case.value, str):  # (not the names a case of cards would name)
        return case.value
    return UNKNOWN if case.holds is None else case.holds


#: the keys that make a row a card's (not a fact of the situation: ``subphase``, ``target``)
_CARD_KEYS = frozenset(("side", "type", "zone", "closed", "flying", "passive", "next-to"))


def _with_defaults(row: dict[str, Any], game: str | None) -> dict[str, Any]:
    """A card's row with the format's defaults for what it leaves unsaid (a creature of HKK
    in the guard post, an open one of Берсерк); a row of no card's keys as it is."""
    if game is None:
        return row
    if not _CARD_KEYS & set(row):  # a situation's row: its card the format's default one
        named = {key.rpartition(".")[2] for key in row}  # (``building.passive``: passive)
        return {k: v for k, v in _defaults(game).items() if k not in named} | row
    full = {k: v for k, v in _defaults(game).items() if k not in row} | row
    if game == "hkk" and full.get("type") == "creature":
        full.setdefault("zone", "guard-post")
    if full.get("type") not in (None, "creature"):  # (a building, an artifact: no creature's)
        full = {k: v for k, v in full.items() if k in row or k not in ("closed", "flying")}
    return full


def _defaults(game: str) -> dict[str, Any]:
    """The format's defaults of a card's attributes in a game (its declaration's optional
    attributes that have one; scenarios/README.md)."""
    from judge import games
    from judge.scenario.values import default

    declared = games.get(game).cards.items()
    return {k: default(f) for k, f in declared if not f.required and default(f) is not None}


def _named_rows(reply: Any, row: dict[str, Any]) -> list[Any]:
    """A story's reply that names the cards that may (``may-defend: [Страж]``): for each card
    of the story the row describes — its attributes, and the role cards its cell stands next
    to — whether the reply names it."""
    from judge.ask.scene import adjacent as _adjacent

    scene = reply.situation.scene
    listed = [v for v in reply.answer.values() if isinstance(v, list | tuple)]
    if scene is None or reply.cases or len(listed) != 1:
        return []
    cells = {role: scene.cards[name].get("at") for role, name in scene.roles.items()}
    out: list[Any] = []
    for name, attrs in scene.cards.items():
        if name in scene.roles.values():
            continue
        # the format's defaults (scenarios/README.md) where the story leaves one unsaid
        card = _defaults(reply.situation.game) | {k: v for k, v in attrs.items() if k != "at"}
        if "at" in attrs:
            card["next-to"] = sorted(
                role for role, cell in cells.items() if cell and _adjacent(attrs["at"], cell)
            )
        if all(card.get(key) == value for key, value in row.items() if key != "next-to") and (
            "next-to" not in row or sorted(card.get("next-to", [])) == sorted(row["next-to"])
        ):
            out.append(name in listed[0])
    return out


def ask_figure(path: Path, rulebook: Any) -> AskFigure:
    items = yaml.safe_load(path.read_text(encoding="utf-8"))
    right = unearned = 0
    wrong = []
    for item in items:
        try:
            ok, bad, problems = grade_ask(item, rulebook)
        except Exception as error:  # noqa: BLE001 — a question the reader fails on is wrong
            ok, bad, problems = False, False, [f"{type(error).__name__}: {error}"]
        right += ok
        unearned += bad
        if not ok:
            wrong.append((item["q"], problems))
    return AskFigure(right, len(items), unearned, wrong)


def search_figure(path: Path, rulebook: Any) -> SearchFigure:
    from judge.search.index import matched, search_query

    items = yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]
    first = abstained = none_right = answerable = none = 0
    for item in items:
        query, hits = search_query(rulebook, item["q"], limit=5)
        found = matched(query, hits)
        if item["expect"] is None:
            none += 1
            none_right += not found
            continue
        answerable += 1
        abstained += not found
        # (an unnumbered block is named by its heading as written, its stop too:
        # ``Предварительный этап.`` is the block ``Предварительный этап``)
        first += bool(found and hits and hits[0].id == str(item["expect"]).removesuffix("."))
    return SearchFigure(first, answerable, abstained, none_right, none)
