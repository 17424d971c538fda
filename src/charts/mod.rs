//! Charts as inline SVG: grouped bar charts and line charts drawn with
//! plotters' SVG backend, then rewritten for pages with light and dark
//! themes.
//!
//! - **Deterministic**: the same input gives the same bytes. Layout is
//!   computed here in whole pixels (plotters' backend coordinates are
//!   integers), nothing is iterated from a hash map, and the only decimals
//!   written (font sizes, opacities) have fixed short forms.
//! - **No system font**: plotters is built without `ttf`; DejaVu Sans is
//!   embedded (`include_bytes!`) and registered once as plotters' `sans-serif`
//!   through its `ab_glyph` support. The font is used only to measure text;
//!   text stays `<text>` for the browser to draw with [`FONT_FAMILY`] (system
//!   sans-serif, then Traditional Chinese faces). DejaVu has no CJK glyphs, so
//!   CJK characters are measured at 1em each.
//! - **Themes**: axes, grid, ticks, titles, labels and legend text use
//!   `currentColor`, so they follow the surrounding text colour; series use
//!   [`PALETTE`], whose colours keep a contrast of at least 3.7:1 against both
//!   white and `#0d1117`.
//! - **Scalable**: the root has `viewBox="0 0 720 400"` and no pixel size; it
//!   grows taller than 400 only when long labels or many legend entries need
//!   the room.
//! - **Accessible**: `role="img"`, with `aria-labelledby` / `aria-describedby`
//!   pointing at the `<title>` and `<desc>` that open the document; their ids
//!   come from [`Alt::key`].
//!
//! All caller text is escaped for XML, and control characters in one-line
//! labels become spaces. Numbers are never formatted here: tick labels come
//! from the caller's [`Ticks`].

mod layout;
mod svg;
#[cfg(test)]
mod tests;

use plotters::coord::Shift;
use plotters::prelude::{
    Circle, DrawingArea, DrawingAreaErrorKind, IntoDrawingArea, PathElement, Rectangle, SVGBackend,
    Text,
};
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{
    BLACK, Color, FontDesc, FontFamily, FontStyle, FontTransform, RGBColor, ShapeStyle, TextStyle,
};

use layout::{PLOTTERS_SIZE_FACTOR, YScale, text_width, truncate, wrap, y_scale};
pub use svg::{FONT_FAMILY, Svg};
use svg::{Root, chart_id, finish, one_line};

/// One series: a fixed colour slot so a server keeps its colour site-wide.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// Legend text, e.g. "nginx 1.31.6".
    pub name: String,
    /// Index into [`PALETTE`] (taken modulo 8), chosen by the caller.
    pub colour: usize,
    /// One per category / x point; `None` = no value (not completed, absent):
    /// nothing is drawn for it. Non-finite numbers are treated as `None`,
    /// negative ones as 0.
    pub values: Vec<Option<f64>>,
}

/// A grouped bar chart: categories on the x axis, one bar per series in each
/// group. Values beyond the number of categories are ignored.
#[derive(Debug, Clone, PartialEq)]
pub struct BarChart {
    pub title: String,
    pub y_label: String,
    pub categories: Vec<String>,
    pub series: Vec<Series>,
}

/// A line chart of y against x (linear x scale), with optional per-point
/// marks (e.g. error rates).
#[derive(Debug, Clone, PartialEq)]
pub struct LineChart {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub x: Vec<f64>,
    /// Values align with `x`; a `None` breaks the line.
    pub series: Vec<Series>,
    /// Tick labels by point, instead of `Ticks::x_tick` of its x (campaigns
    /// along the axis); empty: from the ticks.
    pub x_labels: Vec<String>,
    /// Per series, per point: when `Some`, the point is drawn as a hollow
    /// ring instead of a dot and the text is placed next to it (e.g. "61%").
    /// Missing entries count as `None`; a mark on a `None` value is not drawn.
    pub marks: Vec<Vec<Option<String>>>,
}

/// Text for tick labels, supplied by the caller (locale-aware formatting done
/// elsewhere).
pub trait Ticks {
    /// e.g. 50000.0 -> "50,000" or "50 000"
    fn y_tick(&self, value: f64) -> String;
    fn x_tick(&self, value: f64) -> String;
}

/// Accessible text: goes into `<title>` and `<desc>` as the first children of
/// `<svg>`.
#[derive(Debug, Clone, PartialEq)]
pub struct Alt {
    pub title: String,
    pub desc: String,
    /// Makes the ids of `<title>` and `<desc>` (`{id}-title`, `{id}-desc`),
    /// which must be unique in the page the chart is inlined into: use a
    /// different key for each chart of a page (e.g. the figure's name). A key
    /// that is already a plain id (ASCII letter, then letters, digits, `-`,
    /// `_`) is used as is; any other key is turned into `chart-<slug>-<hash>`.
    pub key: String,
    /// Text of a right-to-left locale: each label reads right to left,
    /// where the layout places it.
    pub rtl: bool,
}

/// Series colours by slot, as `#RRGGBB` (the form written in the SVG): blue, orange, green, red, purple,
/// teal, pink, olive. Each has a contrast ratio of at least 3.7:1 against
/// both white and `#0d1117`.
pub const PALETTE: [&str; 8] = [
    "#2F7ED8", "#C96A12", "#24904A", "#D1495B", "#8A63D2", "#138F94", "#C2559B", "#8F7A12",
];

const PALETTE_RGB: [RGBColor; 8] = [
    RGBColor(0x2f, 0x7e, 0xd8),
    RGBColor(0xc9, 0x6a, 0x12),
    RGBColor(0x24, 0x90, 0x4a),
    RGBColor(0xd1, 0x49, 0x5b),
    RGBColor(0x8a, 0x63, 0xd2),
    RGBColor(0x13, 0x8f, 0x94),
    RGBColor(0xc2, 0x55, 0x9b),
    RGBColor(0x8f, 0x7a, 0x12),
];

/// Width of the drawing in viewBox units.
pub const WIDTH: u32 = 720;
/// Usual height of the drawing in viewBox units (more when labels need it).
pub const HEIGHT: u32 = 400;

const PAD: i32 = 10;
const TITLE_PX: f64 = 15.0;
const LABEL_PX: f64 = 12.0;
const TICK_PX: f64 = 11.0;
const MARK_PX: f64 = 11.0;
const TITLE_BLOCK: i32 = 26;
const LEGEND_ROW: i32 = 18;
const LEGEND_GAP: f64 = 18.0;
const SWATCH_TEXT_GAP: f64 = 6.0;
const TICK_LEN: i32 = 5;
const TICK_GAP: i32 = 4;
const LINE_HEIGHT: i32 = 15;
const AXIS_LABEL_BLOCK: i32 = 22;
const MIN_PLOT_HEIGHT: i32 = 150;
const MAX_Y_TICK_WIDTH: f64 = 216.0;
const MAX_VERTICAL_LABEL: f64 = 150.0;
const MAX_X_TICK_WIDTH: f64 = 150.0;
const LINE_INSET: f64 = 12.0;

/// plotters' black marks the foreground: [`svg::finish`] turns it into
/// `currentColor`. No palette colour is pure black.
const FG: RGBColor = BLACK;

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;
type DrawResult = Result<(), DrawingAreaErrorKind<std::io::Error>>;

fn palette(slot: usize) -> RGBColor {
    PALETTE_RGB[slot % PALETTE_RGB.len()]
}

/// A usable value: finite, negative clamped to 0.
fn usable(value: Option<f64>) -> Option<f64> {
    value.filter(|v| v.is_finite()).map(|v| v.max(0.0))
}

/// Draws one line of text.
#[derive(Clone, Copy)]
struct TextSpec {
    px: f64,
    bold: bool,
    rotate: bool,
    h: HPos,
    v: VPos,
}

impl TextSpec {
    fn new(px: f64, h: HPos, v: VPos) -> Self {
        Self {
            px,
            bold: false,
            rotate: false,
            h,
            v,
        }
    }
}

fn draw_text(area: &Area<'_>, text: &str, at: (i32, i32), spec: TextSpec) -> DrawResult {
    draw_text_in(area, text, at, spec, &FG)
}

fn draw_text_in(
    area: &Area<'_>,
    text: &str,
    at: (i32, i32),
    spec: TextSpec,
    colour: &RGBColor,
) -> DrawResult {
    if text.is_empty() {
        return Ok(());
    }
    // Making a style looks its font up and copies it at each step; a
    // build's charts use a handful of styles, so each thread keeps those
    // it made and each text copies one.
    type Key = (u64, bool, bool, u8, u8, RGBColor);
    thread_local! {
        static STYLES: std::cell::RefCell<Vec<(Key, TextStyle<'static>)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    let key: Key = (
        spec.px.to_bits(),
        spec.bold,
        spec.rotate,
        // Fieldless enums without `PartialEq`: compared by discriminant.
        spec.h as u8,
        spec.v as u8,
        *colour,
    );
    let style = STYLES.with_borrow_mut(|styles| {
        if let Some((_, style)) = styles.iter().find(|(k, _)| *k == key) {
            return style.clone();
        }
        let weight = if spec.bold {
            FontStyle::Bold
        } else {
            FontStyle::Normal
        };
        let mut font = FontDesc::new(
            FontFamily::SansSerif,
            spec.px * PLOTTERS_SIZE_FACTOR,
            weight,
        );
        if spec.rotate {
            font = font.transform(FontTransform::Rotate270);
        }
        let style = font.color(colour).pos(Pos::new(spec.h, spec.v));
        styles.push((key, style.clone()));
        style
    });
    area.draw(&Text::new(text.to_string(), at, style))
}

/// Where the plot sits, in viewBox units.
struct Frame {
    height: i32,
    left: i32,
    top: i32,
    right: i32,
    bottom: i32,
}

impl Frame {
    fn plot_width(&self) -> f64 {
        f64::from(self.right - self.left)
    }

    fn y_px(&self, scale: &YScale, value: f64) -> i32 {
        let h = f64::from(self.bottom - self.top);
        self.bottom - (scale.fraction(value) * h).round() as i32
    }
}

/// Legend entries laid out in centred rows.
struct Legend {
    /// (text, colour slot, x of the swatch, row)
    items: Vec<(String, usize, i32, i32)>,
    rows: i32,
}

#[derive(Clone, Copy, PartialEq)]
enum SwatchKind {
    Bar,
    Line,
}

impl SwatchKind {
    fn width(self) -> f64 {
        match self {
            SwatchKind::Bar => 10.0,
            SwatchKind::Line => 18.0,
        }
    }
}

fn legend_layout(series: &[Series], kind: SwatchKind, left: i32, right: i32) -> Legend {
    let avail = f64::from(right - left);
    let sw = kind.width();
    let max_text = (avail - sw - SWATCH_TEXT_GAP).max(10.0);
    let entries: Vec<(String, usize, f64)> = series
        .iter()
        .map(|s| {
            let text = truncate(&one_line(&s.name), LABEL_PX, false, max_text);
            let w = sw + SWATCH_TEXT_GAP + text_width(&text, LABEL_PX, false);
            (text, s.colour, w)
        })
        .collect();
    // Rows: (first index, end index, total width)
    let mut rows: Vec<(usize, usize, f64)> = Vec::new();
    let mut start = 0;
    let mut width = 0.0;
    for (i, (_, _, w)) in entries.iter().enumerate() {
        if i > start && width + LEGEND_GAP + w > avail {
            rows.push((start, i, width));
            start = i;
            width = 0.0;
        }
        if i > start {
            width += LEGEND_GAP;
        }
        width += w;
    }
    if start < entries.len() {
        rows.push((start, entries.len(), width));
    }
    let centre = f64::from(left + right) / 2.0;
    let mut items = Vec::with_capacity(entries.len());
    for (row, &(from, to, row_width)) in rows.iter().enumerate() {
        let mut x = (centre - row_width / 2.0).max(f64::from(left));
        for (text, colour, w) in &entries[from..to] {
            items.push((text.clone(), *colour, x.round() as i32, row as i32));
            x += w + LEGEND_GAP;
        }
    }
    Legend {
        items,
        rows: rows.len() as i32,
    }
}

/// Everything above and left of the plot that both charts share.
struct Common {
    title: String,
    y_label: String,
    y_ticks: Vec<(f64, String)>,
    scale: YScale,
}

impl Common {
    fn new(title: &str, y_label: &str, max: f64, ticks: &dyn Ticks) -> Self {
        let scale = y_scale(max);
        let y_ticks = scale
            .ticks
            .iter()
            .map(|&t| {
                let text = one_line(&ticks.y_tick(t));
                (t, truncate(&text, TICK_PX, false, MAX_Y_TICK_WIDTH))
            })
            .collect();
        Self {
            title: truncate(
                &one_line(title),
                TITLE_PX,
                true,
                f64::from(WIDTH as i32 - 2 * PAD),
            ),
            y_label: one_line(y_label),
            y_ticks,
            scale,
        }
    }

    /// Left edge of the plot: y label, tick labels, tick marks.
    fn left(&self, at_least: f64) -> i32 {
        let tick_w = self
            .y_ticks
            .iter()
            .map(|(_, t)| text_width(t, TICK_PX, false))
            .fold(0.0, f64::max);
        let label_w = if self.y_label.is_empty() {
            0.0
        } else {
            LABEL_PX * 1.3 + 6.0
        };
        let left = f64::from(PAD) + label_w + tick_w + f64::from(TICK_LEN + TICK_GAP);
        left.max(at_least).ceil() as i32
    }

    /// Top of the plot and total height, given the legend and what goes
    /// below the plot.
    fn frame(&self, left: i32, right: i32, legend_rows: i32, below: i32) -> Frame {
        let mut top = PAD;
        if !self.title.is_empty() {
            top += TITLE_BLOCK;
        }
        if legend_rows > 0 {
            top += legend_rows * LEGEND_ROW + 6;
        }
        // Room for the top tick label and for mark text above points.
        top += 10;
        let height = (HEIGHT as i32).max(top + MIN_PLOT_HEIGHT + below + PAD);
        Frame {
            height,
            left,
            top,
            right,
            bottom: height - PAD - below,
        }
    }

    fn legend_top(&self) -> i32 {
        PAD + if self.title.is_empty() {
            0
        } else {
            TITLE_BLOCK
        }
    }

    /// Title, legend, grid, y ticks, y label and axes.
    fn draw(
        &self,
        area: &Area<'_>,
        frame: &Frame,
        legend: &Legend,
        kind: SwatchKind,
    ) -> DrawResult {
        let spec = TextSpec {
            bold: true,
            ..TextSpec::new(TITLE_PX, HPos::Center, VPos::Top)
        };
        draw_text(area, &self.title, (WIDTH as i32 / 2, PAD), spec)?;

        let legend_top = self.legend_top();
        for (text, colour, x, row) in &legend.items {
            let cy = legend_top + row * LEGEND_ROW + LEGEND_ROW / 2;
            let c = palette(*colour);
            match kind {
                SwatchKind::Bar => {
                    area.draw(&Rectangle::new(
                        [(*x, cy - 5), (x + 10, cy + 5)],
                        c.filled(),
                    ))?;
                }
                SwatchKind::Line => {
                    area.draw(&PathElement::new(
                        vec![(*x, cy), (x + 18, cy)],
                        c.stroke_width(2),
                    ))?;
                    area.draw(&Circle::new((x + 9, cy), 3, c.filled()))?;
                }
            }
            let tx = x + (kind.width() + SWATCH_TEXT_GAP).round() as i32;
            draw_text(
                area,
                text,
                (tx, cy),
                TextSpec::new(LABEL_PX, HPos::Left, VPos::Center),
            )?;
        }

        let grid = ShapeStyle {
            color: FG.mix(0.15),
            filled: false,
            stroke_width: 1,
        };
        for (value, text) in &self.y_ticks {
            let y = frame.y_px(&self.scale, *value);
            if y != frame.bottom {
                area.draw(&PathElement::new(
                    vec![(frame.left, y), (frame.right, y)],
                    grid,
                ))?;
            }
            area.draw(&PathElement::new(
                vec![(frame.left - TICK_LEN, y), (frame.left, y)],
                FG.stroke_width(1),
            ))?;
            draw_text(
                area,
                text,
                (frame.left - TICK_LEN - TICK_GAP, y),
                TextSpec::new(TICK_PX, HPos::Right, VPos::Center),
            )?;
        }

        if !self.y_label.is_empty() {
            let plot_h = f64::from(frame.bottom - frame.top);
            let text = truncate(&self.y_label, LABEL_PX, false, plot_h.max(20.0));
            let spec = TextSpec {
                rotate: true,
                ..TextSpec::new(LABEL_PX, HPos::Center, VPos::Top)
            };
            draw_text(area, &text, (PAD, (frame.top + frame.bottom) / 2), spec)?;
        }

        area.draw(&PathElement::new(
            vec![(frame.left, frame.top), (frame.left, frame.bottom)],
            FG.stroke_width(1),
        ))?;
        area.draw(&PathElement::new(
            vec![(frame.left, frame.bottom), (frame.right, frame.bottom)],
            FG.stroke_width(1),
        ))?;
        Ok(())
    }
}

/// Renders into plotters' SVG backend, then rewrites the result.
fn render(kind: &str, height: i32, alt: &Alt, draw: impl FnOnce(&Area<'_>) -> DrawResult) -> Svg {
    layout::ensure_font();
    let height = height.max(1) as u32;
    let mut raw = String::new();
    {
        let area = SVGBackend::with_string(&mut raw, (WIDTH, height)).into_drawing_area();
        // Drawing into a String cannot fail short of a bug; whatever was
        // drawn up to an error is still a well-formed document.
        let _ = draw(&area);
        let _ = area.present();
    }
    let id = chart_id(&alt.key);
    finish(
        &raw,
        &Root {
            kind,
            width: WIDTH,
            height,
            id: &id,
            title: &alt.title,
            desc: &alt.desc,
            rtl: alt.rtl,
        },
    )
}

/// How the category labels of a bar chart are set.
enum CategoryLabels {
    /// Horizontal, each broken into lines.
    Lines(Vec<Vec<String>>),
    /// Rotated to read bottom to top, truncated.
    Vertical(Vec<String>),
}

impl CategoryLabels {
    fn plan(categories: &[String], slot: f64) -> Self {
        let texts: Vec<String> = categories.iter().map(|c| one_line(c)).collect();
        let avail = (slot - 6.0).max(1.0);
        let wrapped: Option<Vec<Vec<String>>> = texts
            .iter()
            .map(|t| {
                if t.is_empty() {
                    Some(Vec::new())
                } else {
                    wrap(t, LABEL_PX, avail, 3)
                }
            })
            .collect();
        match wrapped {
            Some(lines) => CategoryLabels::Lines(lines),
            None => CategoryLabels::Vertical(
                texts
                    .iter()
                    .map(|t| truncate(t, LABEL_PX, false, MAX_VERTICAL_LABEL))
                    .collect(),
            ),
        }
    }

    fn height(&self) -> i32 {
        match self {
            CategoryLabels::Lines(lines) => {
                let n = lines.iter().map(Vec::len).max().unwrap_or(0) as i32;
                TICK_GAP + 2 + n * LINE_HEIGHT
            }
            CategoryLabels::Vertical(texts) => {
                let w = texts
                    .iter()
                    .map(|t| text_width(t, LABEL_PX, false))
                    .fold(0.0, f64::max);
                TICK_GAP + 4 + w.ceil() as i32
            }
        }
    }
}

/// Renders a grouped bar chart as an SVG document (see the module docs).
pub fn bar_svg(chart: &BarChart, ticks: &dyn Ticks, alt: &Alt) -> Svg {
    let n = chart.categories.len();
    let max = chart
        .series
        .iter()
        .flat_map(|s| s.values.iter().take(n))
        .filter_map(|v| usable(*v))
        .fold(0.0, f64::max);
    let common = Common::new(&chart.title, &chart.y_label, max, ticks);
    let left = common.left(0.0);
    let right = WIDTH as i32 - PAD - 6;
    let legend = legend_layout(&chart.series, SwatchKind::Bar, left, right);
    let slot = f64::from(right - left) / n.max(1) as f64;
    let labels = CategoryLabels::plan(&chart.categories, slot);
    let frame = common.frame(left, right, legend.rows, labels.height());

    render("bar", frame.height, alt, |area| {
        common.draw(area, &frame, &legend, SwatchKind::Bar)?;
        let slot = frame.plot_width() / n.max(1) as f64;
        let m = chart.series.len();
        if m > 0 {
            let group = slot * if m == 1 { 0.6 } else { 0.8 };
            let gap = if group / m as f64 >= 8.0 { 2.0 } else { 0.0 };
            let bar = ((group - gap * (m - 1) as f64) / m as f64).max(1.0);
            let plot_h = f64::from(frame.bottom - frame.top);
            for (j, series) in chart.series.iter().enumerate() {
                let colour = palette(series.colour);
                for (i, value) in series.values.iter().take(n).enumerate() {
                    let Some(value) = usable(*value) else {
                        continue;
                    };
                    let x0f = f64::from(frame.left)
                        + i as f64 * slot
                        + (slot - group) / 2.0
                        + j as f64 * (bar + gap);
                    let x0 = x0f.round() as i32;
                    let x1 = ((x0f + bar).round() as i32).max(x0 + 1);
                    let h = ((common.scale.fraction(value) * plot_h).round() as i32).max(1);
                    area.draw(&Rectangle::new(
                        [(x0, frame.bottom - h), (x1, frame.bottom)],
                        colour.filled(),
                    ))?;
                }
            }
        }
        for i in 0..n {
            let cx = (f64::from(frame.left) + (i as f64 + 0.5) * slot).round() as i32;
            match &labels {
                CategoryLabels::Lines(lines) => {
                    for (k, line) in lines[i].iter().enumerate() {
                        let y = frame.bottom + TICK_GAP + 2 + k as i32 * LINE_HEIGHT;
                        draw_text(
                            area,
                            line,
                            (cx, y),
                            TextSpec::new(LABEL_PX, HPos::Center, VPos::Top),
                        )?;
                    }
                }
                CategoryLabels::Vertical(texts) => {
                    let spec = TextSpec {
                        rotate: true,
                        ..TextSpec::new(LABEL_PX, HPos::Right, VPos::Center)
                    };
                    draw_text(area, &texts[i], (cx, frame.bottom + TICK_GAP + 2), spec)?;
                }
            }
        }
        Ok(())
    })
}

/// Maps finite x values onto the plot's width (inset from both ends).
struct XScale {
    min: f64,
    max: f64,
}

impl XScale {
    fn new(xs: &[f64]) -> Self {
        let finite = xs.iter().copied().filter(|x| x.is_finite());
        let min = finite.clone().fold(f64::INFINITY, f64::min);
        let max = finite.fold(f64::NEG_INFINITY, f64::max);
        Self { min, max }
    }

    fn px(&self, frame: &Frame, x: f64) -> i32 {
        // Halved so that a range spanning ±f64::MAX does not overflow.
        let span = self.max / 2.0 - self.min / 2.0;
        let f = if span > 0.0 {
            (x / 2.0 - self.min / 2.0) / span
        } else {
            0.5
        };
        let f = if f.is_finite() {
            f.clamp(0.0, 1.0)
        } else {
            0.5
        };
        let w = (frame.plot_width() - 2.0 * LINE_INSET).max(0.0);
        (f64::from(frame.left) + LINE_INSET + f * w).round() as i32
    }
}

/// Renders a line chart as an SVG document (see the module docs).
pub fn line_svg(chart: &LineChart, ticks: &dyn Ticks, alt: &Alt) -> Svg {
    let common = Common::new(&chart.title, &chart.y_label, line_max(chart), ticks);
    let xscale = XScale::new(&chart.x);
    let x_labels = x_tick_labels(chart, ticks);
    let tick_lines = x_labels
        .iter()
        .flatten()
        .map(|l| l.lines.len())
        .max()
        .unwrap_or(1)
        .max(1) as i32;
    let first_w = edge_width(chart, &x_labels, |x, best| x < best);
    let last_w = edge_width(chart, &x_labels, |x, best| x > best);
    let left = common.left(f64::from(PAD) + first_w / 2.0 - LINE_INSET);
    let right_pad = (f64::from(PAD) + last_w / 2.0 - LINE_INSET).max(f64::from(PAD + 6));
    let right = WIDTH as i32 - right_pad.ceil() as i32;
    let legend = legend_layout(&chart.series, SwatchKind::Line, left, right);
    let x_label = one_line(&chart.x_label);
    let mut below = TICK_LEN + TICK_GAP + LINE_HEIGHT * tick_lines;
    if !x_label.is_empty() {
        below += AXIS_LABEL_BLOCK;
    }
    let frame = common.frame(left, right, legend.rows, below);

    render("line", frame.height, alt, |area| {
        common.draw(area, &frame, &legend, SwatchKind::Line)?;
        draw_x_ticks(area, chart, &frame, &xscale, &x_labels)?;
        if !x_label.is_empty() {
            let text = truncate(&x_label, LABEL_PX, false, frame.plot_width().max(20.0));
            let y = frame.bottom + TICK_LEN + TICK_GAP + LINE_HEIGHT * tick_lines + 6;
            draw_text(
                area,
                &text,
                ((frame.left + frame.right) / 2, y),
                TextSpec::new(LABEL_PX, HPos::Center, VPos::Top),
            )?;
        }
        let points = line_points(chart, &frame, &xscale, &common.scale);
        draw_lines(area, chart, &points)?;
        draw_mark_labels(area, chart, &frame, &points)
    })
}

/// The largest usable value at a finite x.
fn line_max(chart: &LineChart) -> f64 {
    chart
        .series
        .iter()
        .flat_map(|s| {
            s.values
                .iter()
                .zip(&chart.x)
                .filter(|(_, x)| x.is_finite())
                .map(|(v, _)| v)
        })
        .filter_map(|v| usable(*v))
        .fold(0.0, f64::max)
}

/// An x tick's label: its lines and the width of the widest.
struct XLabel {
    lines: Vec<String>,
    width: f64,
}

/// x tick labels, in the order of `x` (none at a non-finite x): numbers
/// on one line; given labels (campaigns) broken into at most two lines.
fn x_tick_labels(chart: &LineChart, ticks: &dyn Ticks) -> Vec<Option<XLabel>> {
    let label = |i: usize, x: f64| {
        let lines = match chart.x_labels.get(i) {
            Some(label) => {
                let text = one_line(label);
                wrap(&text, TICK_PX, MAX_X_TICK_WIDTH, 2)
                    .unwrap_or_else(|| vec![truncate(&text, TICK_PX, false, MAX_X_TICK_WIDTH)])
            }
            None => vec![truncate(
                &one_line(&ticks.x_tick(x)),
                TICK_PX,
                false,
                MAX_X_TICK_WIDTH,
            )],
        };
        let width = lines
            .iter()
            .map(|l| text_width(l, TICK_PX, false))
            .fold(0.0, f64::max);
        XLabel { lines, width }
    };
    (chart.x.iter().enumerate())
        .map(|(i, &x)| x.is_finite().then(|| label(i, x)))
        .collect()
}

/// The width of the label at the x `pick` prefers to every other (the
/// first of equals), 0 when there is no label.
fn edge_width(chart: &LineChart, labels: &[Option<XLabel>], pick: fn(f64, f64) -> bool) -> f64 {
    let mut best: Option<(f64, f64)> = None;
    for (x, label) in chart.x.iter().zip(labels) {
        if let Some(l) = label
            && best.is_none_or(|(bx, _)| pick(*x, bx))
        {
            best = Some((*x, l.width));
        }
    }
    best.map_or(0.0, |(_, w)| w)
}

/// x ticks; labels left to right, skipping any that would overlap.
fn draw_x_ticks(
    area: &Area<'_>,
    chart: &LineChart,
    frame: &Frame,
    xscale: &XScale,
    x_labels: &[Option<XLabel>],
) -> DrawResult {
    let mut order: Vec<usize> = (0..chart.x.len())
        .filter(|&i| x_labels[i].is_some())
        .collect();
    order.sort_by(|&a, &b| chart.x[a].total_cmp(&chart.x[b]).then(a.cmp(&b)));
    let mut last_right = f64::NEG_INFINITY;
    for i in order {
        let Some(XLabel { lines, width: w }) = &x_labels[i] else {
            continue;
        };
        let px = xscale.px(frame, chart.x[i]);
        area.draw(&PathElement::new(
            vec![(px, frame.bottom), (px, frame.bottom + TICK_LEN)],
            FG.stroke_width(1),
        ))?;
        let l = f64::from(px) - w / 2.0;
        if l >= last_right + 6.0 {
            for (k, text) in lines.iter().enumerate() {
                draw_text(
                    area,
                    text,
                    (
                        px,
                        frame.bottom + TICK_LEN + TICK_GAP + k as i32 * LINE_HEIGHT,
                    ),
                    TextSpec::new(TICK_PX, HPos::Center, VPos::Top),
                )?;
            }
            last_right = f64::from(px) + w / 2.0;
        }
    }
    Ok(())
}

/// A point of a line, in pixels, with its mark.
#[derive(Clone, Copy)]
struct Point<'p> {
    x: i32,
    y: i32,
    mark: Option<&'p String>,
}

/// The points of each series, one per x; none where there is no usable
/// value or x is not finite.
fn line_points<'c>(
    chart: &'c LineChart,
    frame: &Frame,
    xscale: &XScale,
    scale: &YScale,
) -> Vec<Vec<Option<Point<'c>>>> {
    let point = |s: usize, series: &Series, i: usize| {
        let x = chart.x[i];
        let v = usable(series.values.get(i).copied().flatten())?;
        if !x.is_finite() {
            return None;
        }
        let mark = chart
            .marks
            .get(s)
            .and_then(|m| m.get(i))
            .and_then(Option::as_ref);
        Some(Point {
            x: xscale.px(frame, x),
            y: frame.y_px(scale, v),
            mark,
        })
    };
    (chart.series.iter().enumerate())
        .map(|(s, series)| (0..chart.x.len()).map(|i| point(s, series, i)).collect())
        .collect()
}

/// Each series' lines (broken where a point is missing), then its points:
/// a ring where a point has a mark, else a dot.
fn draw_lines(area: &Area<'_>, chart: &LineChart, points: &[Vec<Option<Point>>]) -> DrawResult {
    for (series, pts) in chart.series.iter().zip(points) {
        let style = palette(series.colour).stroke_width(2);
        for run in pts.split(Option::is_none) {
            if run.len() >= 2 {
                let path: Vec<(i32, i32)> = run.iter().flatten().map(|p| (p.x, p.y)).collect();
                area.draw(&PathElement::new(path, style))?;
            }
        }
    }
    for (series, pts) in chart.series.iter().zip(points) {
        let colour = palette(series.colour);
        for p in pts.iter().flatten() {
            if p.mark.is_some() {
                area.draw(&Circle::new((p.x, p.y), 5, colour.stroke_width(2)))?;
            } else {
                area.draw(&Circle::new((p.x, p.y), 3, colour.filled()))?;
            }
        }
    }
    Ok(())
}

/// Mark labels beside their points, in the series' colour, moved down
/// when they would overlap a label already placed (error rates of several
/// servers at one x often sit close together).
fn draw_mark_labels(
    area: &Area<'_>,
    chart: &LineChart,
    frame: &Frame,
    points: &[Vec<Option<Point>>],
) -> DrawResult {
    let centre = (frame.left + frame.right) / 2;
    let line = (MARK_PX * 1.25).ceil() as i32;
    let mut placed: Vec<(i32, i32, i32)> = Vec::new(); // (left, right, top) of each label
    let mut labels: Vec<(i32, i32, &String, usize)> = Vec::new();
    for (s, pts) in points.iter().enumerate() {
        for p in pts.iter().flatten() {
            if let Some(mark) = p.mark {
                labels.push((p.x, p.y, mark, chart.series[s].colour));
            }
        }
    }
    // Top to bottom, left to right: a stable order makes the layout deterministic.
    labels.sort_by_key(|&(x, y, _, _)| (y, x));
    for (x, y, mark, colour) in labels {
        let text = one_line(mark);
        let width = text_width(&text, MARK_PX, false).ceil() as i32;
        let on_left = x > centre;
        let (h, left) = if on_left {
            (HPos::Right, x - 8 - width)
        } else {
            (HPos::Left, x + 8)
        };
        let right = left + width;
        let start = (y - 6 - line).max(frame.top - 10);
        let free = |t: i32| {
            !placed
                .iter()
                .any(|&(l, r, pt)| l < right && left < r && (t - pt).abs() < line)
        };
        let inside = |t: i32| t >= frame.top - 10 && t + line <= frame.bottom;
        // Nearest free slot, trying above before below, inside the plot.
        let top = (0..40)
            .flat_map(|k| [start - k * line, start + k * line])
            .find(|&t| inside(t) && free(t))
            .unwrap_or(start);
        placed.push((left, right, top));
        let tx = if on_left { right } else { left };
        draw_text_in(
            area,
            &text,
            (tx, top),
            TextSpec::new(MARK_PX, h, VPos::Top),
            &palette(colour),
        )?;
    }
    Ok(())
}
