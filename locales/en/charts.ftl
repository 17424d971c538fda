# Chart labels and text alternatives.

# no-claim[6d99f272]: points at the table beside every chart
chart-desc = { $title }. The table beside the chart gives every value.
chart-axis-rps = Requests per second
chart-axis-connections = Concurrent connections
chart-axis-retained = Throughput retained
mx-chart-retention = Throughput retained with JSON access logging
