use super::*;

/// Test-only tick text: integers with "," grouping, other values as Rust prints them.
struct Plain;

impl Ticks for Plain {
    fn y_tick(&self, value: f64) -> String {
        if value.fract() == 0.0 && value.abs() < 1e15 {
            let digits = format!("{}", value as i64);
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            out
        } else {
            format!("{value}")
        }
    }
    fn x_tick(&self, value: f64) -> String {
        format!("{value}")
    }
}

fn alt(key: &str) -> Alt {
    Alt {
        title: "Requests per second".into(),
        desc: "Bars compare servers.".into(),
        key: key.into(),
        rtl: false,
    }
}

fn series(name: &str, colour: usize, values: &[Option<f64>]) -> Series {
    Series {
        name: name.into(),
        colour,
        values: values.to_vec(),
    }
}

fn bar() -> BarChart {
    BarChart {
        title: "Throughput".into(),
        y_label: "requests/s".into(),
        categories: vec!["static 1 KiB".into(), "proxy".into(), "TLS".into()],
        series: vec![
            series(
                "nginx 1.31.6",
                0,
                &[Some(84133.0), Some(40000.5), Some(12000.0)],
            ),
            series("caddy 2.10", 1, &[Some(61000.0), None, Some(9000.0)]),
        ],
    }
}

fn line() -> LineChart {
    LineChart {
        x_labels: vec![],
        title: "Latency under load".into(),
        x_label: "concurrent connections".into(),
        y_label: "p99 (ms)".into(),
        x: vec![10.0, 50.0, 100.0, 200.0, 500.0],
        series: vec![
            series(
                "nginx",
                0,
                &[Some(1.2), Some(2.5), Some(4.0), Some(9.5), Some(30.0)],
            ),
            series(
                "caddy",
                1,
                &[Some(1.5), Some(3.0), None, Some(12.0), Some(41.0)],
            ),
        ],
        marks: vec![
            vec![None, None, None, None, Some("3%".into())],
            vec![None, None, None, None, Some("61%".into())],
        ],
    }
}

/// Parses the SVG and checks the document structure every chart must have.
fn check_document<'a>(svg: &'a str, key: &str) -> roxmltree::Document<'a> {
    assert_eq!(svg.matches("<svg").count(), 1, "{svg}");
    assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    assert!(!svg.contains("#000000"), "plotters' black left: {svg}");
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert!(
        root.attribute("viewBox")
            .is_some_and(|v| v.starts_with("0 0 720 "))
    );
    assert!(root.attribute("width").is_none() && root.attribute("height").is_none());
    assert_eq!(root.attribute("role"), Some("img"));
    assert_eq!(root.attribute("font-family"), Some(FONT_FAMILY));
    let id = svg::chart_id(key);
    let kids: Vec<_> = root.children().filter(|n| n.is_element()).collect();
    assert_eq!(kids[0].tag_name().name(), "title");
    assert_eq!(kids[1].tag_name().name(), "desc");
    assert_eq!(
        kids[0].attribute("id"),
        Some(format!("{id}-title").as_str())
    );
    assert_eq!(kids[1].attribute("id"), Some(format!("{id}-desc").as_str()));
    assert_eq!(
        root.attribute("aria-labelledby"),
        Some(format!("{id}-title").as_str())
    );
    assert_eq!(
        root.attribute("aria-describedby"),
        Some(format!("{id}-desc").as_str())
    );
    doc
}

/// The text of every `<text>` element, in document order.
fn texts(doc: &roxmltree::Document<'_>) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or("").to_string())
        .collect()
}

fn rects_filled(doc: &roxmltree::Document<'_>, colour: &str) -> usize {
    doc.descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("fill") == Some(colour))
        .count()
}

#[test]
fn bar_is_deterministic_and_well_formed() {
    let a = bar_svg(&bar(), &Plain, &alt("fig-throughput"));
    let b = bar_svg(&bar(), &Plain, &alt("fig-throughput"));
    assert_eq!(a, b);
    let doc = check_document(&a, "fig-throughput");
    let t = texts(&doc);
    for want in [
        "Throughput",
        "requests/s",
        "static 1 KiB",
        "proxy",
        "TLS",
        "nginx 1.31.6",
        "caddy 2.10",
        "0",
        "100,000",
    ] {
        assert!(t.iter().any(|s| s == want), "{want} missing from {t:?}");
    }
    assert!(a.contains("currentColor"));
    assert!(a.contains(PALETTE[0]) && a.contains(PALETTE[1]));
}

#[test]
fn line_is_deterministic_and_well_formed() {
    let a = line_svg(&line(), &Plain, &alt("fig-latency"));
    assert_eq!(a, line_svg(&line(), &Plain, &alt("fig-latency")));
    let doc = check_document(&a, "fig-latency");
    let t = texts(&doc);
    for want in [
        "Latency under load",
        "concurrent connections",
        "p99 (ms)",
        "nginx",
        "caddy",
        "10",
        "500",
        "3%",
        "61%",
    ] {
        assert!(t.iter().any(|s| s == want), "{want} missing from {t:?}");
    }
    // Two hollow rings for the two marks.
    let rings = doc
        .descendants()
        .filter(|n| n.has_tag_name("circle") && n.attribute("fill") == Some("none"))
        .count();
    assert_eq!(rings, 2);
    // caddy's None splits its line in two; nginx is one line.
    let lines_in = |colour: &str| {
        doc.descendants()
            .filter(|n| {
                n.has_tag_name("polyline")
                    && n.attribute("stroke") == Some(colour)
                    && n.attribute("stroke-width") == Some("2")
            })
            .count()
    };
    // +1 each for the legend swatch.
    assert_eq!(lines_in(PALETTE[0]), 2);
    assert_eq!(lines_in(PALETTE[1]), 3);
}

#[test]
fn caller_text_is_escaped() {
    let evil = "<script>alert(1)</script> & \"q\" 'a'";
    let chart = BarChart {
        title: evil.into(),
        y_label: evil.into(),
        categories: vec![evil.into()],
        series: vec![series(evil, 2, &[Some(1.0)])],
    };
    let alt = Alt {
        title: evil.into(),
        desc: evil.into(),
        key: evil.into(),
        rtl: false,
    };
    let svg = bar_svg(&chart, &Plain, &alt);
    assert!(!svg.contains("<script"), "{svg}");
    assert!(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"));
    let doc = check_document(&svg, evil);
    let root = doc.root_element();
    let title = root.children().find(|n| n.has_tag_name("title")).unwrap();
    assert_eq!(title.text(), Some(evil));
    let desc = root.children().find(|n| n.has_tag_name("desc")).unwrap();
    assert_eq!(desc.text(), Some(evil));
    assert!(texts(&doc).iter().any(|t| t.starts_with("<script>")));

    let chart = LineChart {
        x_labels: vec![],
        title: evil.into(),
        x_label: evil.into(),
        y_label: evil.into(),
        x: vec![1.0],
        series: vec![series(evil, 0, &[Some(2.0)])],
        marks: vec![vec![Some(evil.into())]],
    };
    let svg = line_svg(&chart, &Plain, &alt);
    assert!(!svg.contains("<script"), "{svg}");
    check_document(&svg, evil);
}

#[test]
fn none_values_draw_no_bar() {
    let mut chart = bar();
    let with_none = bar_svg(&chart, &Plain, &alt("k"));
    let doc = check_document(&with_none, "k");
    // caddy: 2 bars + 1 legend swatch; nginx: 3 bars + 1 swatch.
    assert_eq!(rects_filled(&doc, PALETTE[1]), 3);
    assert_eq!(rects_filled(&doc, PALETTE[0]), 4);

    chart.series[1].values[1] = Some(0.0);
    let with_zero = bar_svg(&chart, &Plain, &alt("k"));
    let doc = check_document(&with_zero, "k");
    assert_eq!(
        rects_filled(&doc, PALETTE[1]),
        4,
        "a zero is drawn, 1px high"
    );
    let zero_bar = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("fill") == Some(PALETTE[1]))
        .any(|n| n.attribute("height") == Some("1"));
    assert!(zero_bar);
}

#[test]
fn cjk_labels_fit() {
    let chart = BarChart {
        title: "每秒請求數（越高越好）".into(),
        y_label: "每秒請求數".into(),
        categories: vec![
            "靜態檔案 1 KiB".into(),
            "反向代理到後端應用程式伺服器".into(),
            "TLS 交握".into(),
            "壓縮回應".into(),
        ],
        series: vec![
            series(
                "nginx 1.31.6",
                0,
                &[Some(84133.0), Some(1.0), None, Some(5.0)],
            ),
            series("伺服器乙", 3, &[Some(1.0), Some(2.0), Some(3.0), None]),
        ],
    };
    let svg = bar_svg(&chart, &Plain, &alt("圖一"));
    assert_eq!(svg, bar_svg(&chart, &Plain, &alt("圖一")));
    let doc = check_document(&svg, "圖一");
    let all = texts(&doc).concat();
    assert!(all.contains("每秒請求數（越高越好）"));
    assert!(all.contains("伺服器乙"));
    // The long label is broken into lines, every one narrower than its slot.
    let left = Common::new("", &chart.y_label, 84133.0, &Plain).left(0.0);
    let slot = f64::from(WIDTH as i32 - PAD - 6 - left) / 4.0;
    match CategoryLabels::plan(&chart.categories, slot) {
        CategoryLabels::Lines(lines) => {
            assert!(lines[1].len() > 1, "{lines:?}");
            assert_eq!(lines[1].concat(), "反向代理到後端應用程式伺服器");
            for l in lines.iter().flatten() {
                assert!(layout::text_width(l, LABEL_PX, false) <= slot, "{l}");
            }
        }
        CategoryLabels::Vertical(_) => panic!("expected wrapped lines"),
    }
    // CJK measured at a full em, so the y label column is wide enough.
    assert!(layout::text_width("每秒請求數", LABEL_PX, false) >= 5.0 * LABEL_PX);

    let line = LineChart {
        x_labels: vec![],
        title: "延遲".into(),
        x_label: "同時連線數".into(),
        y_label: "毫秒".into(),
        x: vec![1.0, 2.0],
        series: vec![series("甲", 0, &[Some(1.0), Some(2.0)])],
        marks: vec![vec![None, Some("錯誤率 61%".into())]],
    };
    let svg = line_svg(&line, &Plain, &alt("圖二"));
    let doc = check_document(&svg, "圖二");
    assert!(texts(&doc).iter().any(|t| t == "錯誤率 61%"));
}

#[test]
fn many_narrow_categories_turn_vertical() {
    let categories: Vec<String> = (0..24).map(|i| format!("scenario number {i}")).collect();
    let chart = BarChart {
        title: String::new(),
        y_label: String::new(),
        series: vec![series("a", 0, &vec![Some(1.0); 24])],
        categories,
    };
    let svg = bar_svg(&chart, &Plain, &alt("v"));
    let doc = check_document(&svg, "v");
    let rotated = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("text")
                && n.attribute("transform")
                    .is_some_and(|t| t.starts_with("rotate(270"))
        })
        .count();
    assert_eq!(rotated, 24);
}

#[test]
fn degenerate_inputs_do_not_panic() {
    let empty_bar = BarChart {
        title: String::new(),
        y_label: String::new(),
        categories: vec![],
        series: vec![],
    };
    let single = BarChart {
        title: "one".into(),
        y_label: "y".into(),
        categories: vec!["only".into()],
        series: vec![series("s", 99, &[Some(5.0), Some(7.0)])],
    };
    let all_none = BarChart {
        categories: vec!["a".into(), "b".into()],
        series: vec![series("s", 0, &[None, None]), series("t", 1, &[])],
        ..single.clone()
    };
    let huge = BarChart {
        categories: vec!["a".into(), "b".into(), "c".into(), "d".into()],
        series: vec![series(
            "s",
            0,
            &[
                Some(f64::MAX),
                Some(1e300),
                Some(f64::NAN),
                Some(f64::INFINITY),
            ],
        )],
        ..single.clone()
    };
    let tiny = BarChart {
        categories: vec!["a".into(), "b".into()],
        series: vec![series("s", 0, &[Some(5e-324), Some(-3.0)])],
        ..single.clone()
    };
    let many_series = BarChart {
        categories: vec!["a".into()],
        series: (0..40)
            .map(|i| {
                series(
                    &format!("server number {i} with a long name"),
                    i,
                    &[Some(i as f64)],
                )
            })
            .collect(),
        ..single.clone()
    };
    for (i, chart) in [empty_bar, single, all_none, huge, tiny, many_series]
        .iter()
        .enumerate()
    {
        let key = format!("b{i}");
        let svg = bar_svg(chart, &Plain, &alt(&key));
        check_document(&svg, &key);
        assert_eq!(svg, bar_svg(chart, &Plain, &alt(&key)));
    }

    let empty_line = LineChart {
        x_labels: vec![],
        title: String::new(),
        x_label: String::new(),
        y_label: String::new(),
        x: vec![],
        series: vec![],
        marks: vec![],
    };
    let one_point = LineChart {
        x_labels: vec![],
        title: "t".into(),
        x_label: "x".into(),
        y_label: "y".into(),
        x: vec![3.0],
        series: vec![series("s", 5, &[Some(2.0)])],
        marks: vec![],
    };
    let ragged = LineChart {
        x_labels: vec![],
        x: vec![1.0, f64::NAN, 3.0, -f64::MAX, f64::MAX],
        series: vec![
            series("s", 0, &[Some(1.0)]),
            series(
                "t",
                1,
                &[
                    None,
                    Some(2.0),
                    Some(3.0),
                    Some(1e308),
                    Some(4.0),
                    Some(9.0),
                ],
            ),
        ],
        marks: vec![vec![Some("a".into()); 9], vec![Some(String::new())]],
        ..one_point.clone()
    };
    let all_none = LineChart {
        x_labels: vec![],
        x: vec![1.0, 2.0],
        series: vec![series("s", 0, &[None, None])],
        marks: vec![vec![Some("x".into()), None]],
        ..one_point.clone()
    };
    let same_x = LineChart {
        x_labels: vec![],
        x: vec![2.0, 2.0, 2.0],
        series: vec![series("s", 0, &[Some(1.0), Some(2.0), Some(3.0)])],
        ..one_point.clone()
    };
    for (i, chart) in [empty_line, one_point, ragged, all_none, same_x]
        .iter()
        .enumerate()
    {
        let key = format!("l{i}");
        let svg = line_svg(chart, &Plain, &alt(&key));
        check_document(&svg, &key);
        assert_eq!(svg, line_svg(chart, &Plain, &alt(&key)));
    }
}

#[test]
fn huge_tick_labels_leave_a_plot() {
    struct Long;
    impl Ticks for Long {
        fn y_tick(&self, _: f64) -> String {
            "9".repeat(400)
        }
        fn x_tick(&self, _: f64) -> String {
            "8".repeat(400)
        }
    }
    let svg = bar_svg(&bar(), &Long, &alt("long"));
    let doc = check_document(&svg, "long");
    // The x axis (the plot's bottom edge) still spans a good part of the width.
    let widest = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline"))
        .filter_map(|n| {
            let pts: Vec<i32> = n
                .attribute("points")?
                .split([' ', ','])
                .filter_map(|p| p.parse().ok())
                .collect();
            (pts.len() == 4 && pts[1] == pts[3]).then(|| pts[2] - pts[0])
        })
        .max()
        .unwrap();
    assert!(widest > 300, "{widest}");
    let svg = line_svg(&line(), &Long, &alt("long"));
    check_document(&svg, "long");
}

#[test]
fn newlines_in_labels_stay_on_one_line() {
    let mut chart = bar();
    chart.categories[0] = "two\nlines".into();
    chart.series[0].name = "tab\there".into();
    let svg = bar_svg(&chart, &Plain, &alt("nl"));
    let doc = check_document(&svg, "nl");
    let t = texts(&doc);
    assert!(t.iter().any(|s| s == "two lines"), "{t:?}");
    assert!(t.iter().any(|s| s == "tab here"), "{t:?}");
}

#[test]
fn a_charts_parts_make_its_document_again() {
    for svg in [
        bar_svg(&bar(), &Plain, &alt("fig-parts")),
        bar_svg(&bar(), &Plain, &alt("<odd key>\n")),
    ] {
        let again = format!(
            "<svg {}>\n{}{}</svg>",
            svg.root_attributes(),
            svg.head(),
            svg.body()
        );
        assert_eq!(again, svg.as_str());
        assert!(svg.head().starts_with("<title ") && svg.head().ends_with("</desc>\n"));
        assert!(!svg.root_attributes().contains('>'));
        assert!(!svg.lines().any(|l| l.trim().is_empty()));
    }
}
