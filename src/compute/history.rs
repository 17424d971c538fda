//! Campaigns across time: the series of campaigns of one kind, ordered by
//! their dates, and whether a campaign may be compared with the one before
//! it (every comparability key of either manifest has the same value in
//! both). Reads results types only; figures.rs turns this into variables.

use crate::results::Campaign;

/// The previous campaign of a campaign's series, as pages may use it.
#[derive(Debug, Clone)]
pub enum Previous<'a> {
    /// The campaign is the first of its series, or has no kind.
    None,
    /// The previous campaign, measured under the same conditions.
    Comparable(&'a Campaign),
    /// The previous campaign, measured under other conditions: never compared.
    Incomparable(&'a Campaign, Difference),
}

/// The first comparability key whose value differs between two campaigns,
/// with both values (`None` for a fact a campaign does not state).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub key: String,
    pub ours: Option<String>,
    pub theirs: Option<String>,
}

impl Difference {
    /// Both values as pages show them, `—` for a fact a campaign does not
    /// state: (ours, theirs).
    pub fn shown(&self) -> (String, String) {
        let shown = |v: &Option<String>| v.clone().unwrap_or_else(|| "—".to_owned());
        (shown(&self.ours), shown(&self.theirs))
    }
}

/// A value of `[facts]` by its dotted path (`host.machine`), shown as text:
/// a string as it is, anything else in TOML syntax, `None` when absent.
pub fn fact(c: &Campaign, path: &str) -> Option<String> {
    Some(match c.manifest.fact(path)? {
        toml::Value::String(s) => s.clone(),
        v => v.to_string(),
    })
}

/// The keys two campaigns are compared on: those of `ours`, then those of
/// `theirs` that `ours` does not declare (a key either declares matters).
pub fn keys_of(ours: &Campaign, theirs: &Campaign) -> Vec<String> {
    let mut keys = ours.manifest.comparability.keys.clone();
    for k in &theirs.manifest.comparability.keys {
        if !keys.contains(k) {
            keys.push(k.clone());
        }
    }
    keys
}

/// The first key on which `ours` and `theirs` differ.
pub fn difference(ours: &Campaign, theirs: &Campaign) -> Option<Difference> {
    keys_of(ours, theirs).into_iter().find_map(|key| {
        let (a, b) = (fact(ours, &key), fact(theirs, &key));
        (a != b).then_some(Difference {
            key,
            ours: a,
            theirs: b,
        })
    })
}

/// End date (year, month, day), version, folder.
type OrderKey<'a> = (Option<(u16, u8, u8)>, Option<semver::Version>, &'a str);

/// The ordering key of a campaign in its series: `[dates] end` (a campaign
/// without dates comes before every dated one), then the folder name read
/// as a release version (`v0.10.0` after `v0.9.0`, a pre-release such as
/// `v0.2.0-rc.3` before `v0.2.0`; names that are no version come first),
/// then the folder name itself.
fn order_key(c: &Campaign) -> OrderKey<'_> {
    let end = c
        .manifest
        .dates
        .as_ref()
        .and_then(|d| d.end.date)
        .map(|d| (d.year, d.month, d.day));
    let id = c.id.as_str();
    let version = semver::Version::parse(id.strip_prefix(['v', 'V']).unwrap_or(id)).ok();
    (end, version, id)
}

/// The campaigns of `campaign`'s kind among `all`, in series order; empty
/// for a campaign without a kind.
pub fn series<'a>(campaign: &Campaign, all: &[&'a Campaign]) -> Vec<&'a Campaign> {
    let Some(kind) = campaign.manifest.kind.as_deref() else {
        return Vec::new();
    };
    let mut out: Vec<&'a Campaign> = all
        .iter()
        .copied()
        .filter(|c| c.manifest.kind.as_deref() == Some(kind))
        .collect();
    out.sort_by_cached_key(|c| order_key(c));
    out
}

/// The campaign before `campaign` in its series, and whether the two are
/// comparable. Only the one right before counts: a campaign measured under
/// other conditions breaks the series, and nothing earlier stands in for it.
pub fn previous<'a>(campaign: &Campaign, all: &[&'a Campaign]) -> Previous<'a> {
    let s = series(campaign, all);
    let Some(at) = s.iter().position(|c| c.id == campaign.id) else {
        return Previous::None;
    };
    let Some(before) = at.checked_sub(1).map(|i| s[i]) else {
        return Previous::None;
    };
    match difference(campaign, before) {
        None => Previous::Comparable(before),
        Some(d) => Previous::Incomparable(before, d),
    }
}

/// The comparable run of campaigns ending at `campaign`: it and the
/// campaigns before it in its series, back to the first break in
/// comparability, oldest first.
pub fn run_ending_at<'a>(campaign: &'a Campaign, all: &[&'a Campaign]) -> Vec<&'a Campaign> {
    let s = series(campaign, all);
    let Some(at) = s.iter().position(|c| c.id == campaign.id) else {
        return vec![campaign];
    };
    let mut start = at;
    while start > 0 && difference(s[start], s[start - 1]).is_none() {
        start -= 1;
    }
    s[start..=at].to_vec()
}

/// The campaigns of `campaign`'s kind outside its run ([`run_ending_at`]),
/// in series order, each with the first key on which it differs from
/// `campaign`; a campaign measured alike but after `campaign` (not yet in
/// its run) is listed with no difference.
pub fn apart<'a>(
    campaign: &'a Campaign,
    all: &[&'a Campaign],
) -> Vec<(&'a Campaign, Option<Difference>)> {
    let run = run_ending_at(campaign, all);
    series(campaign, all)
        .into_iter()
        .filter(|c| !run.iter().any(|r| r.id == c.id))
        .map(|c| (c, difference(c, campaign)))
        .collect()
}

/// The campaign a history page of `kind` is written from: the newest
/// campaign of the longest comparable run (the newer run when two are
/// equally long), so that the page follows the longest stretch of
/// campaigns measured alike and lists the others apart.
pub fn history_campaign<'a>(kind: &str, all: &[&'a Campaign]) -> Option<&'a Campaign> {
    let first = all
        .iter()
        .copied()
        .find(|c| c.manifest.kind.as_deref() == Some(kind))?;
    let s = series(first, all);
    let mut best: Option<(usize, &'a Campaign)> = None;
    let mut len = 0;
    for (i, c) in s.iter().enumerate() {
        len = if i > 0 && difference(c, s[i - 1]).is_none() {
            len + 1
        } else {
            1
        };
        if best.is_none_or(|(n, _)| len >= n) {
            best = Some((len, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The spread of a cell's runs: (max − min) ÷ median of the runs that made
/// it, `None` with fewer than two runs.
pub fn run_spread(runs: &[f64], median: f64) -> Option<f64> {
    if runs.len() < 2 || median == 0.0 {
        return None;
    }
    let max = runs.iter().copied().fold(f64::MIN, f64::max);
    let min = runs.iter().copied().fold(f64::MAX, f64::min);
    Some((max - min) / median.abs())
}

/// How a value moved against the previous campaign's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Rose,
    Fell,
    WithinNoise,
}

impl Direction {
    pub fn key(self) -> &'static str {
        match self {
            Direction::Rose => "rose",
            Direction::Fell => "fell",
            Direction::WithinNoise => "within-noise",
        }
    }
}

/// The noise level a change must reach: the larger run spread when both
/// cells have several runs, else the tie threshold; and the direction of
/// `change` (a fraction, + for a rise) against it.
pub fn direction(
    change: f64,
    spreads: (Option<f64>, Option<f64>),
    tie_within: f64,
) -> (Direction, f64) {
    let noise = match spreads {
        (Some(a), Some(b)) => a.max(b),
        _ => tie_within,
    };
    let d = if change.abs() < noise {
        Direction::WithinNoise
    } else if change > 0.0 {
        Direction::Rose
    } else {
        Direction::Fell
    };
    (d, noise)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_spread_decides_when_both_cells_have_runs() {
        // 3% change, runs spread 5%: noise.
        let (d, noise) = direction(0.03, (Some(0.05), Some(0.01)), 0.02);
        assert_eq!((d, noise), (Direction::WithinNoise, 0.05));
        // 3% change, runs spread 1%: a rise, though the tie threshold is 4%.
        assert_eq!(
            direction(0.03, (Some(0.01), Some(0.01)), 0.04).0,
            Direction::Rose
        );
        // Single runs: the tie threshold.
        assert_eq!(direction(-0.03, (None, Some(0.5)), 0.02).0, Direction::Fell);
        assert_eq!(
            direction(-0.01, (None, None), 0.02).0,
            Direction::WithinNoise
        );
    }

    #[test]
    fn the_spread_is_relative_to_the_median() {
        assert_eq!(run_spread(&[90.0, 100.0, 110.0], 100.0), Some(0.2));
        assert_eq!(run_spread(&[100.0], 100.0), None);
    }
}
