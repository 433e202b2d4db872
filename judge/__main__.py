"""``python -m judge``: the same as the ``judge`` command."""

from judge.console import main

if __name__ == "__main__":
    main()
