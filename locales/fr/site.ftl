# Textes communs au site : navigation, avis et cellules de tableau.

language-name = Français
site-title = Benchmarks de Pingclair
site-tagline = Débit mesuré de Pingclair, nginx, Caddy et Traefik.
nav-benchmarks = Pages de benchmarks
nav-all = Toutes les pages de benchmarks
nav-language = Langue
toc-heading = Sur cette page
skip-to-content = Aller au contenu
anchor-label = Lien vers cette section
untranslated-notice = Certains passages de cette page ne sont pas encore traduits et s’affichent en anglais.
root-choose-language = Choisir une langue
cell-not-completed = non terminé
cell-with-note = { $value } ({ $note })
table-data = Les données de ce tableau :
# Période d’une campagne ; chaque partie est mise en forme par CLDR.
date-range = { $dates-span ->
        [same-day] { $dates-start }
        [same-month] { $dates-start-day }–{ $dates-end-month-day } { $dates-start-year }
        [same-year] { $dates-start-month-day } – { $dates-end-month-day } { $dates-start-year }
       *[other] { $dates-start } – { $dates-end }
    }
# Les mêmes dates dans le texte courant, avec leur article ou leur
# préposition : « menés les 11 et 12 octobre 2026 », « le 11 octobre »,
# « du 11 au 15 octobre », « du 30 septembre au 2 octobre 2026 ».
date-range-text = { $dates-span ->
        [same-day] le { $dates-start }
        [same-month] { $dates-days ->
            [2] les { $dates-start-day } et { $dates-end-month-day } { $dates-start-year }
           *[other] du { $dates-start-day } au { $dates-end-month-day } { $dates-start-year }
        }
        [same-year] du { $dates-start-month-day } au { $dates-end-month-day } { $dates-start-year }
       *[other] du { $dates-start } au { $dates-end }
    }
nav-translations = État des traductions
translations-intro = Part des messages de chaque page traduits et confirmés par rapport au texte anglais actuel.
translations-col-page = Page
# Un compte nul est omis : une traduction complète n’affiche que sa part.
translations-cell = { $share }{ $stale ->
        [0] { $missing ->
            [0] {""}
            [one] {" "}({ $missing } manquant)
            [many] {" "}({ $missing } manquants)
           *[other] {" "}({ $missing } manquants)
        }
       *[other] { $missing ->
            [0] {" "}({ $stale } à revoir)
            [one] {" "}({ $stale } à revoir, { $missing } manquant)
            [many] {" "}({ $stale } à revoir, { $missing } manquants)
           *[other] {" "}({ $stale } à revoir, { $missing } manquants)
        }
    }
theme-dark = Thème sombre
theme-light = Thème clair
not-found-title = Page introuvable
not-found-text = Cette adresse ne mène à aucune page. Voici les pages de benchmarks :

# no-claim: stands for a statement whose measurement did not complete
incomplete-statement =
    { $missing ->
        [absent] Une affirmation est omise ici : les résultats ne contiennent aucune mesure de { $subjects } pour l’étayer.
       *[failed]
            { $count ->
                [one] Une affirmation est omise ici : elle repose sur une mesure de { $subjects } qui n’a pas abouti.
                [many] Une affirmation est omise ici : elle repose sur des mesures de { $subjects } qui n’ont pas abouti.
               *[other] Une affirmation est omise ici : elle repose sur des mesures de { $subjects } qui n’ont pas abouti.
            }
    }
incomplete-note =
    { $missing ->
        [absent] Non compté ici, les résultats n’en contenant aucune ligne : { $subjects }.
       *[failed] Non compté ici, faute de mesure aboutie : { $subjects }.
    }

cell-label = { $subject } ({ $row })

# Infobulle d’un chiffre, que le clavier et l’écran tactile atteignent aussi : d’où vient sa valeur.
source-cell = { $file }, { $lines-count ->
        [one] ligne
        [many] lignes
       *[other] lignes
    } { $lines }, colonne { $column }
source-cell-raw = { $raw } (via { source-cell })
source-manifest = { $file }, { $key }
source-lines = { $file } : une ligne par série
source-page = en-tête de la page, { $key }
formula-median = médiane
formula-mean = moyenne
# Infobulle d’une phrase dont les mots dépendent des données.
claim-holds = vérifié : { $checks }
claim-decided = { $name } = { $value } : { $rule }
claim-decided-inputs = { $name } = { $value } : { $rule } ({ $inputs })
rule-trend = chaque palier comparé au précédent, stable à { $tolerance } près
rule-quantifier = { $passed } sur { $total } dans `{ $table }` remplissent la condition (lus : { $set })
rule-standing = { $a } face à { $b }, même quand le rapport est à moins de { $tie } de { LITERAL("1") }
rule-close = { $a } et { $b } diffèrent de moins de { $limit }
rule-leads = sur { $rows } lignes de `{ $table }`, le groupe en mène { $led } au-delà du seuil d’égalité ({ $tie }) et { $near } en deçà
rule-rows = lignes où { $subject } est { $standing } face à { $baseline } (même à { $tie } près) : { $count ->
        [0] aucune
       *[other] { $rows }
    }
rule-lead = la valeur la plus haute face à la suivante : en tête quand elle la dépasse de plus que le seuil d’égalité ({ $tie })
rule-previous-none = aucune campagne antérieure de ce type
rule-previous-same = `{ $campaign }` a les mêmes { $keys }
rule-previous-differs = `{ $campaign }` diffère par { $key }
rule-noise = face à `{ $campaign }` : un écart inférieur à { $noise } ({ $basis ->
        [spread] la plus grande dispersion des séries
       *[tie] le seuil d’égalité
    }) reste dans le bruit
rule-no-previous-cell = aucune campagne antérieure comparable n’a cette cellule
rule-nothing-to-compare = rien à comparer
rule-fall = une baisse de plus de { $threshold } face à `{ $campaign }`
rule-fall-any = une baisse de plus de { $threshold } sur l’une des lignes

source-not-completed = non terminé : { $reason } ({ $cell })
source-median-of = , médiane de { $runs } séries

rule-no-value = `{ $cell }` n’a pas de valeur ({ $reason })
rule-around = chaque chiffre à moins de { $within } de leur moyenne
rule-no-candidate = aucun candidat n’a de valeur
