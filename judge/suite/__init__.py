"""The scenario suite as a regression check (regression, also collected by the pytest
plugin), what rests on each clause (citations), how much of the rulebook is encoded (coverage),
and rulebook health as judge lint reports it (health).
"""
