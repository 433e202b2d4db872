"""The wording of Берсерк. Герои reasons: phrase key → language → template."""

from judge.engine.verdict import Catalog

PHRASES: Catalog = {
    "hero-attacks": {
        "ru": "атакует герой ({name}), а пункт разрешает объявлять атаку существу",
        "en": "the attacker is a hero ({name}); the clause lets a creature declare attacks",
    },
    "attacker-in-hand": {
        "ru": "атакующее существо не в игровой зоне, а в руке",
        "en": "the attacking creature is not in the play zone but in the hand",
    },
    "attacker-in-graveyard": {
        "ru": "атакующее существо не в игровой зоне, а на кладбище",
        "en": "the attacking creature is not in the play zone but in the graveyard",
    },
    "target-in-hand": {
        "ru": "цель не в игровой зоне, а в руке",
        "en": "the target is not in the play zone but in the hand",
    },
    "target-in-graveyard": {
        "ru": "цель не в игровой зоне, а на кладбище",
        "en": "the target is not in the play zone but in the graveyard",
    },
    "may-attack-opponent": {
        "ru": "существо в игровой зоне может объявить атаку по любому персонажу противника",
        "en": "a creature in the play zone may declare an attack on any opposing character",
    },
    "attacks-itself": {"ru": "атака по себе", "en": "an attack on itself"},
    "attacks-ally": {
        "ru": "{name} — союзный персонаж",
        "en": "{name} is an allied character",
    },
    "target-is-opponent": {
        "ru": "{name} — персонаж противника",
        "en": "{name} is an opposing character",
    },
    "strike-any-character": {
        "ru": "целью атаки ударом может быть любой персонаж противника: {name}",
        "en": "a strike may target any opposing character: {name}",
    },
    "fight-hero": {
        "ru": "{name} — не существо, а сразиться можно только с существом противника",
        "en": "{name} is not a creature, and a fight is only with an opposing creature",
    },
    "fight-own": {
        "ru": "сразиться можно только с существом противника, не со своим",
        "en": "a fight is only with an opposing creature, not with one's own",
    },
    "fight-creature": {
        "ru": "сразиться можно с существом противника",
        "en": "a fight may be with an opposing creature",
    },
    "defender-strike": {
        "ru": "при атаке ударом можно назначить защитника",
        "en": "against a strike a defender may be assigned",
    },
    "no-defender-fight": {
        "ru": "когда заставляют сразиться, нельзя назначить защитника",
        "en": "in a forced fight no defender may be assigned",
    },
    "no-defender-shot": {
        "ru": "защитника назначают только от атаки ударом; выстрел — не удар",
        "en": "a defender is assigned only against a strike; a shot is not a strike",
    },
    "hero-strike-back": {
        "ru": "цель — герой; таблица говорит, отбиваются ли существа, не герои",
        "en": "the target is a hero; the table says whether creatures strike back, not heroes",
    },
    "fight-strikes-back": {
        "ru": "в сражении любое существо отбивается, даже закрытое",
        "en": "in a fight any creature strikes back, even a closed one",
    },
    "closed-no-strike-back": {
        "ru": "закрытое существо не отбивается",
        "en": "a closed creature does not strike back",
    },
    "open-strikes-back": {
        "ru": "не закрыто: не отбивается только закрытое существо",
        "en": "open: only a closed creature does not strike back",
    },
    "shot-strike-back": {
        "ru": "таблица сравнивает атаку ударом и сражение; отбивается ли цель выстрела, она не "
        "говорит",
        "en": "the table compares a strike and a fight; whether a shot's target strikes back it "
        "does not say",
    },
    "hero-shot": {
        "ru": "стреляет герой ({name}), а пункт говорит о способности существа",
        "en": "the shooter is a hero ({name}); the clause speaks of a creature's ability",
    },
    "shot-by-creature": {
        "ru": "выстрел проводят активируемой или срабатывающей способностью существа",
        "en": "a shot is made with a creature's activated or triggered ability",
    },
    "attacker-after-fight": {
        "ru": "атакующая карта закрывается после сражения",
        "en": "the attacking card is closed after the fight",
    },
    "defender-after-fight": {
        "ru": "карта, выступившая в защиту, закрывается после сражения",
        "en": "the defending card is closed after the fight",
    },
    "type-strike-strike": {
        "ru": "свойство «Атака ударом» в фазе атаки ударом — атака ударом",
        "en": "the “Атака ударом” property in the strike phase: an attack by strike",
    },
    "type-strike-fight": {
        "ru": "сражение, инициированное отдельной способностью, — второй способ провести атаку "
        "ударом",
        "en": "a fight initiated by an ability is the second way of making an attack by strike",
    },
    "type-shot": {
        "ru": "атаку выстрелом проводят активируемой или срабатывающей способностью существа",
        "en": "an attack by shot is made with a creature's activated or triggered ability",
    },
    "type-other": {
        "ru": "типов атак два — ударом и выстрелом; к какому относится эта атака, правила не "
        "говорят",
        "en": "there are two types of attack, by strike and by shot; which one this attack is, "
        "the rules do not say",
    },
    "one-after-another": {
        "ru": "атаки одной способности ({count}) происходят последовательно, одна за другой",
        "en": "the attacks of one ability ({count}) happen one after another",
    },
    "all-stages-each": {
        "ru": "для каждой из {count} атак выполняются все этапы атаки",
        "en": "each of the {count} attacks goes through all the stages of an attack",
    },
    "stages-in-order": {
        "ru": "атаки и способности используются в виде этапов, один за другим в строго "
        "определённом порядке",
        "en": "attacks and abilities are used as stages, one after another in a strictly set order",
    },
    "stages-of-attacks-and-abilities": {
        "ru": "508.1 говорит об этапах атак и способностей; о том, как используется {declared}, "
        "не говорит",
        "en": "508.1 speaks of the stages of attacks and abilities; of how {declared} is used "
        "it says nothing",
    },
    "preliminary-on-attack": {
        "ru": "как только атака объявлена, начинается предварительный этап",
        "en": "the preliminary stage starts as soon as the attack is declared",
    },
    "preliminary-on-spell": {
        "ru": "как только заклинание объявлено, начинается предварительный этап",
        "en": "the preliminary stage starts as soon as the spell is declared",
    },
    "preliminary-on-effect": {
        "ru": "как только воздействие объявлено, начинается предварительный этап",
        "en": "the preliminary stage starts as soon as the effect is declared",
    },
    "preliminary-ability": {
        "ru": "508.2 называет атаку, заклинание и воздействие; об объявлении иной способности не "
        "говорит",
        "en": "508.2 names an attack, a spell and an effect; of declaring another ability it "
        "says nothing",
    },
}
