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
nav-translations = État des traductions
translations-intro = Part des messages de chaque page traduits et confirmés par rapport au texte anglais actuel.
translations-col-page = Page
translations-cell = { $share } ({ $stale } à revoir, { $missing } manquants)
theme-dark = Thème sombre
theme-light = Thème clair
not-found-title = Page introuvable
not-found-text = Cette adresse ne mène à aucune page. Voici les pages de benchmarks :
