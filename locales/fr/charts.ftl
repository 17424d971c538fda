# Libellés des graphiques et textes de remplacement.

chart-desc = { $title }. Le tableau voisin donne chaque valeur.
chart-axis-rps = Requêtes par seconde
chart-axis-connections = Connexions simultanées
chart-axis-retained = Débit conservé
mx-chart-retention = Débit conservé avec la journalisation d’accès JSON
