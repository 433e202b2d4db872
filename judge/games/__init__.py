"""One engine module per game; each registers its encoded rules with
``judge.engine.registry.rule``."""
