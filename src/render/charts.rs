//! Drawing a page's charts in a locale: labels from messages, ticks from the
//! locale's number formatter, colours fixed per subject across the site.

use crate::charts::{self, Alt, BarChart, LineChart, Series, Ticks};
use crate::compute::model::PageFigures;
use crate::compute::model::{ChartOut, Kind};
use crate::compute::model::{Display, Style};
use crate::l10n::format::NumberFormatter;

/// Ticks in the locale: values with the chart's display, x as plain numbers.
struct LocaleTicks<'a> {
    fmt: &'a NumberFormatter,
    display: Display,
}

impl Ticks for LocaleTicks<'_> {
    fn y_tick(&self, value: f64) -> String {
        let display = match self.display.style {
            // Tick steps are round: whole percent and whole numbers suffice.
            Style::Percent => Display::new(Style::Percent, 0),
            _ => Display::new(Style::Number, 0),
        };
        self.fmt.format(value, display)
    }
    fn x_tick(&self, value: f64) -> String {
        self.fmt.format(value, Display::new(Style::Number, 0))
    }
}

/// Texts of a chart in one locale, resolved by the caller.
pub struct Texts {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub desc: String,
    pub categories: Vec<String>,
    pub series: Vec<String>,
    /// The locale writes right to left.
    pub rtl: bool,
}

/// Draws `chart` as SVG. `colour` gives each subject key its palette slot.
pub fn svg(
    key: &str,
    chart: &ChartOut,
    texts: Texts,
    page: &PageFigures,
    fmt: &NumberFormatter,
    colour: &dyn Fn(&str) -> usize,
) -> charts::Svg {
    let display = chart
        .series
        .iter()
        .flat_map(|s| s.values.iter().flatten())
        .next()
        .map(|&i| page.figures[i].display)
        .unwrap_or_default();
    let ticks = LocaleTicks { fmt, display };
    let series: Vec<Series> = chart
        .series
        .iter()
        .zip(texts.series)
        .map(|(s, name)| Series {
            name,
            colour: colour(&s.key),
            values: s
                .values
                .iter()
                .map(|v| v.map(|i| page.figures[i].value))
                .collect(),
        })
        .collect();
    let alt = Alt {
        title: texts.title.clone(),
        desc: texts.desc,
        key: format!("chart-{key}"),
        rtl: texts.rtl,
    };
    match chart.kind {
        Kind::Bar => charts::bar_svg(
            &BarChart {
                title: texts.title,
                y_label: texts.y_label,
                categories: texts.categories,
                series,
            },
            &ticks,
            &alt,
        ),
        Kind::Line => {
            let marks = chart
                .series
                .iter()
                .map(|s| {
                    s.marks
                        .iter()
                        .map(|m| {
                            m.map(|i| fmt.format(page.figures[i].value, page.figures[i].display))
                        })
                        .collect()
                })
                .collect();
            charts::line_svg(
                &LineChart {
                    title: texts.title,
                    x_label: texts.x_label,
                    y_label: texts.y_label,
                    x: chart.x.clone(),
                    series,
                    marks,
                    x_labels: if chart.x_categories {
                        texts.categories
                    } else {
                        Vec::new()
                    },
                },
                &ticks,
                &alt,
            )
        }
    }
}
