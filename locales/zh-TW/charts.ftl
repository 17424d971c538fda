# 圖表標籤與替代文字。

chart-desc = { $title }。圖表旁的表格列出每個數值。
chart-axis-rps = 每秒請求數
chart-axis-connections = 併發連線數
chart-axis-retained = 吞吐量保留率
mx-chart-retention = 啟用 JSON 存取日誌後的吞吐量保留率
