//! The statistics per person and game, one table per game: games, wins and win share (also
//! by number of players), mean and best final score, Heckmeck's failed turns and worms per
//! turn or Pechvogel's frustrations dealt and suffered, and the rating. Bots are listed
//! below the people, with their fixed rating. Built as one string of markup (every name
//! escaped), as the other tables of plain text are: one view per cell would cost the
//! browser's build far more. Drawn from the `charts` chunk ([`super::history_charts`]).

use crate::shell::escape::markup;
use crate::shell::history::stats::{fixed, Line};
use crate::shell::history::words::H;
use crate::shell::lang::Lang;
use crate::shell::seats::SeatKind;

/// Every game's table, or that there is nothing yet; `name` names a game by its id.
pub fn tables(lines: &[Line], lang: Lang, name: impl Fn(&str) -> String) -> String {
    if lines.is_empty() {
        return format!(
            "<p class=\"history-note\">{}</p>",
            markup(H::Empty.get(lang))
        );
    }
    let mut games: Vec<&str> = lines.iter().map(|l| l.game.as_str()).collect();
    games.dedup();
    let mut html = String::new();
    for game in games {
        let of: Vec<&Line> = lines.iter().filter(|l| l.game == game).collect();
        html += &table(&name(game), &of, lang);
    }
    html + &format!(
        "<p class=\"history-note\">{}</p><p class=\"history-note\">{}</p>",
        markup(H::RatingNote.get(lang)),
        markup(H::AccuracyNote.get(lang))
    )
}

/// One game's table.
fn table(name: &str, lines: &[&Line], lang: Lang) -> String {
    let heckmeck = lines.iter().any(|l| l.failed.is_some());
    let extra = if heckmeck {
        [H::FailedTurns, H::WormsPerTurn]
    } else {
        [H::Dealt, H::Suffered]
    };
    let mut html = format!(
        // The table may scroll sideways on a phone: a region the keyboard reaches, named.
        "<h3 class=\"history-game-title\">{0}</h3><div class=\"history-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{0}\"><table class=\"history-table\"><thead><tr>",
        markup(name)
    );
    for h in [
        H::Player,
        H::Games,
        H::Wins,
        H::WinShare,
        H::ByPlayers,
        H::MeanScore,
        H::BestScore,
    ]
    .into_iter()
    .chain(extra)
    .chain([H::Rating, H::Accuracy])
    {
        html += &format!("<th scope=\"col\">{}</th>", markup(h.get(lang)));
    }
    html += "</tr></thead><tbody>";
    for l in lines {
        html += &row(l, heckmeck, lang);
    }
    html + "</tbody></table></div>"
}

/// One person's (or bot's) row, its test hooks on the `<tr>`.
fn row(l: &Line, heckmeck: bool, lang: Lang) -> String {
    let opt = |n: Option<u32>| n.map(|n| n.to_string()).unwrap_or_default();
    let (a, b) = if heckmeck {
        (
            opt(l.failed),
            l.worms_per_turn().map(|w| fixed(w, 2)).unwrap_or_default(),
        )
    } else {
        (opt(l.dealt), opt(l.suffered))
    };
    let by = l
        .by_players
        .iter()
        .map(|(n, (g, w))| format!("{n}: {w}/{g}"))
        .collect::<Vec<_>>()
        .join(" \u{b7} ");
    // A bot's level under its name (a name may sit at several levels); its rating is fixed.
    let level = match l.bot {
        Some(b) => format!(
            "<br><small class=\"history-level\">{}</small>",
            markup(SeatKind::Bot(b).label().get(lang))
        ),
        None => String::new(),
    };
    let rating = fixed(l.rating, 0);
    let accuracy = l.accuracy().map(|a| fixed(a, 1));
    // The hook only where there is a figure: a person with a game reviewed.
    let accuracy_attr = accuracy
        .as_ref()
        .map(|a| format!(" data-accuracy=\"{a}\""))
        .unwrap_or_default();
    let cells = [
        l.games.to_string(),
        l.wins.to_string(),
        format!("{}\u{a0}%", fixed(l.win_share() * 100.0, 0)),
        by,
        fixed(l.mean_score(), 1),
        l.best.to_string(),
        a,
        b,
        rating.clone(),
        accuracy.map(|a| format!("{a}\u{a0}%")).unwrap_or_default(),
    ];
    let mut html = format!(
        "<tr data-testid=\"stats-player\" data-name=\"{}\" data-game=\"{}\" data-kind=\"{}\" data-games=\"{}\" data-wins=\"{}\" data-rating=\"{rating}\"{accuracy_attr}><th scope=\"row\">{}{level}</th>",
        markup(&l.name),
        markup(&l.game),
        kind(l),
        l.games,
        l.wins,
        markup(&l.name),
    );
    for c in cells {
        html += &format!("<td>{}</td>", markup(&c));
    }
    html + "</tr>"
}

/// How a line's player sits, as `seats=` and saves write it (`human`, `bot-normal`…).
fn kind(l: &Line) -> &'static str {
    l.bot.map_or(SeatKind::Human, SeatKind::Bot).as_str()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hostile_name_stays_text_and_every_column_is_there() {
        let line = Line {
            game: "heckmeck".into(),
            name: "<img src=x onerror=\"alert(1)\">".into(),
            games: 2,
            wins: 1,
            best: 7,
            score_sum: 9,
            turns: 10,
            failed: Some(3),
            rating: 1516.4,
            ..Line::default()
        };
        let html = tables(&[line], Lang::En, |id| id.to_uppercase());
        assert!(!html.contains("<img"), "{html}");
        assert!(html.contains("data-name=\"&lt;img src=x onerror=&quot;alert(1)&quot;&gt;\""));
        assert!(html.contains("data-rating=\"1516\""));
        assert!(html.contains("<h3 class=\"history-game-title\">HECKMECK</h3>"));
        assert!(html.contains("<th scope=\"col\">Worms per turn</th>"));
        assert!(html.contains("<td>0.90</td>"), "worms per turn: {html}");
        assert!(html.contains("<td>50\u{a0}%</td>"));
        assert_eq!(html.matches("<td>").count(), 10);
        assert!(!html.contains("data-accuracy"), "{html}");
        let reviewed = Line {
            game: "heckmeck".into(),
            name: "Ann".into(),
            games: 1,
            accuracy_sum: (175.0, 2),
            ..Line::default()
        };
        let html = tables(&[reviewed], Lang::En, |id| id.into());
        assert!(html.contains("data-accuracy=\"87.5\""), "{html}");
        assert!(html.contains("<td>87.5\u{a0}%</td>"), "{html}");
        assert_eq!(
            tables(&[], Lang::De, |id| id.into()),
            "<p class=\"history-note\">Noch keine beendete Partie.</p>"
        );
    }
}
