import FootballGatherCore
import Foundation

/// A gather as a group-chat message: `chat` in WhatsApp's formatting (`*bold*`, numbered lists), `text`
/// with no markup, `markdown` with the bold and lists Markdown chats render. Each ends with a newline.
enum TeamSheetRendering {
    static func render(_ sheet: TeamSheet, as format: Format, timeZone: TimeZone = .current) -> String {
        let markdown = format == .markdown
        let bold = format == .chat ? ChatText.bold : { (text: String) in markdown ? "**\(text)**" : text }
        // A server's name may hold a newline or an escape: escaped first, so it can never forge a line.
        let name = format == .chat ? ChatText.name : { (text: String) in
            markdown ? escapedMarkdown(TerminalText.escaped(text)) : TerminalText.escaped(text)
        }
        let list = { (items: [String]) -> [String] in
            switch format {
            case .chat: items.isEmpty ? ["nobody"] : ChatText.numbered(items)
            case .markdown: items.isEmpty ? ["- nobody"] : items.map { "- " + $0 }
            default: items.isEmpty ? ["nobody"] : items
            }
        }
        if sheet.isLineUp { return lineUp(sheet, bold: bold, name: name, list: list, timeZone: timeZone) }
        var lines = [bold(heading(sheet, timeZone: timeZone)), scoreLine(sheet, bold: bold)]
        var sides = [(Team.teamA.rawValue, sheet.teamA), (Team.teamB.rawValue, sheet.teamB)]
        if !sheet.sideUnknown.isEmpty { sides.append(("Side not known", sheet.sideUnknown)) }
        let scorers = scorerTexts(sheet.scorers, name: name)
        if format == .chat || markdown {
            for (title, members) in sides { lines += ["", bold(title)] + list(members.map { memberText($0, name: name) }) }
            if !scorers.isEmpty { lines += ["", bold("Goals")] + list(scorers) }
        } else {
            // Text keeps the sides on consecutive lines, and the goals on one.
            lines.append("")
            for (title, members) in sides {
                lines.append("\(title): " + (members.isEmpty ? "nobody" : members.map { memberText($0, name: name) }.joined(separator: ", ")))
            }
            if !scorers.isEmpty { lines += ["", "Goals: " + scorers.joined(separator: "; ")] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Before kick-off: the sides, the predicted chances and the reserves; no clock, no 0-0.
    private static func lineUp(
        _ sheet: TeamSheet, bold: (String) -> String, name: (String) -> String, list: ([String]) -> [String], timeZone: TimeZone
    ) -> String {
        var lines = [bold("Line-up" + (sheet.startedAt.map { " for " + MinuteText.of($0, in: timeZone) } ?? ""))]
        if let kept = sheet.prediction { lines.append("Predicted: " + MatchRendering.percentages(kept.percentA, kept.percentB)) }
        var sides = [(Team.teamA.rawValue, sheet.teamA), (Team.teamB.rawValue, sheet.teamB)]
        if !sheet.reserves.isEmpty { sides.append(("Reserves", sheet.reserves)) }
        for (title, members) in sides { lines += ["", bold(title)] + list(members.map { memberText($0, name: name) }) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func heading(_ sheet: TeamSheet, timeZone: TimeZone) -> String {
        var text = sheet.startedAt.map { "Match of " + MinuteText.of($0, in: timeZone) } ?? "Match"
        if let clock = sheet.clock { text += ", in progress (\(clock.text) left, \(clock.state.rawValue))" }
        return text
    }

    static func scoreLine(_ sheet: TeamSheet, bold: (String) -> String) -> String {
        let score = "\(Team.teamA.rawValue) \(sheet.score ?? Score().text) \(Team.teamB.rawValue)"
        switch sheet.result {
        case .inProgress: return score
        case .winner(let team): return "\(score): " + bold("\(team.rawValue) wins")
        case .draw: return "\(score): " + bold("draw")
        case .other(let text): return "\(score): winner " + bold(text)
        }
    }

    static func memberText(_ member: TeamSheet.Member, name: (String) -> String) -> String {
        name(member.standing.marked(member.name)) + (member.position.map { " (\($0.abbreviation))" } ?? "")
    }

    /// `Ana ×2 (Team A)`: `×`, so the count is never read as part of the name.
    static func scorerTexts(_ scorers: [TeamSheet.Scorer], name: (String) -> String) -> [String] {
        scorers.map { scorer in
            name(scorer.name) + (scorer.goals > 1 ? " ×\(scorer.goals)" : "")
                + (scorer.isOwnGoal ? " (own goal, \(scorer.team.rawValue))" : " (\(scorer.team.rawValue))")
        }
    }

    /// Escapes emphasis, code and link characters (so `*Jo*` stays a name) and a leading block marker (`- `,
    /// `+ `, `1. `, `#`), so a name never starts a list, heading or quote; other hyphens and dots stay.
    static func escapedMarkdown(_ text: String) -> String {
        escapedBlockMarker(text.map { "\\`*_~[]<>|".contains($0) ? "\\\($0)" : String($0) }.joined())
    }

    private static func escapedBlockMarker(_ text: String) -> String {
        if text.hasPrefix("#") || text.hasPrefix("- ") || text.hasPrefix("+ ") { return "\\" + text }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(digits.count)
        if !digits.isEmpty, rest.hasPrefix(". ") || rest.hasPrefix(") ") { return digits + "\\" + rest }
        return text
    }
}

extension Output {
    /// Chat text is written as is (`ChatText` neutralised its names); other formats line by line, made safe.
    func sheet(_ sheet: TeamSheet, as format: Format) {
        let text = TeamSheetRendering.render(sheet, as: format)
        if format == .chat { return raw(text) }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { self.line(String(line)) }
    }
}
