import FootballGatherCore
import Foundation

/// A gather as a group-chat message: `chat` in WhatsApp's formatting (`*bold*`, numbered lists), `text`
/// with no markup, `markdown` with the bold and lists Markdown chats render. Each ends with a newline.
enum TeamSheetRendering {
    static func render(_ sheet: TeamSheet, as format: Format, timeZone: TimeZone = .current) -> String {
        if sheet.isLineUp { return lineUp(sheet, as: format, timeZone: timeZone) }
        if format == .chat { return chat(sheet, timeZone: timeZone) }
        let markdown = format == .markdown
        let bold = { (text: String) in markdown ? "**\(text)**" : text }
        // A server's name may hold a newline or an escape: escaped first, so it can never forge a line.
        let name = { (text: String) in markdown ? escapedMarkdown(TerminalText.escaped(text)) : TerminalText.escaped(text) }
        var lines = [bold(heading(sheet, timeZone: timeZone)), scoreLine(sheet, bold: bold)]
        var sides = [(Team.teamA.rawValue, sheet.teamA), (Team.teamB.rawValue, sheet.teamB)]
        if !sheet.sideUnknown.isEmpty { sides.append(("Side not known", sheet.sideUnknown)) }
        for (index, (title, members)) in sides.enumerated() {
            let names = members.map { memberText($0, name: name) }
            // Text keeps the sides on consecutive lines; Markdown needs a blank line before each list's title.
            if markdown || index == 0 { lines.append("") }
            if markdown {
                lines.append(bold(title))
                lines += names.isEmpty ? ["- nobody"] : names.map { "- " + $0 }
            } else {
                lines.append("\(title): " + (names.isEmpty ? "nobody" : names.joined(separator: ", ")))
            }
        }
        let scorers = scorerTexts(sheet.scorers, name: name)
        if !scorers.isEmpty {
            lines.append("")
            if markdown {
                lines.append(bold("Goals"))
                lines += scorers.map { "- " + $0 }
            } else {
                lines.append("Goals: " + scorers.joined(separator: "; "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func chat(_ sheet: TeamSheet, timeZone: TimeZone) -> String {
        var lines = [ChatText.bold(heading(sheet, timeZone: timeZone)), scoreLine(sheet, bold: ChatText.bold)]
        var sides = [(Team.teamA.rawValue, sheet.teamA), (Team.teamB.rawValue, sheet.teamB)]
        if !sheet.sideUnknown.isEmpty { sides.append(("Side not known", sheet.sideUnknown)) }
        for (title, members) in sides {
            lines += ["", ChatText.bold(title)]
            lines += members.isEmpty ? ["nobody"] : ChatText.numbered(members.map { memberText($0, name: ChatText.name) })
        }
        let scorers = scorerTexts(sheet.scorers, name: ChatText.name)
        if !scorers.isEmpty { lines += ["", ChatText.bold("Goals")] + ChatText.numbered(scorers) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Before kick-off: the sides, the predicted chances and the reserves; no clock, no 0-0.
    static func lineUp(_ sheet: TeamSheet, as format: Format, timeZone: TimeZone) -> String {
        let markdown = format == .markdown
        let bold = format == .chat ? ChatText.bold : { (text: String) in markdown ? "**\(text)**" : text }
        let name = format == .chat ? ChatText.name : { (text: String) in markdown ? escapedMarkdown(TerminalText.escaped(text)) : TerminalText.escaped(text) }
        var lines = [bold("Line-up" + (sheet.startedAt.map { " for " + dateText($0, timeZone: timeZone) } ?? ""))]
        if let kept = sheet.prediction {
            lines.append("Predicted: \(Team.teamA.rawValue) \(kept.percentA)% · \(Team.teamB.rawValue) \(kept.percentB)%")
        }
        var sides = [(Team.teamA.rawValue, sheet.teamA), (Team.teamB.rawValue, sheet.teamB)]
        if !sheet.reserves.isEmpty { sides.append(("Reserves", sheet.reserves)) }
        for (title, members) in sides {
            let names = members.map { memberText($0, name: name) }
            lines += ["", bold(title)]
            switch format {
            case .chat: lines += names.isEmpty ? ["nobody"] : ChatText.numbered(names)
            case .markdown: lines += names.isEmpty ? ["- nobody"] : names.map { "- " + $0 }
            default: lines += names.isEmpty ? ["nobody"] : names
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func heading(_ sheet: TeamSheet, timeZone: TimeZone) -> String {
        var text = sheet.startedAt.map { "Match of " + dateText($0, timeZone: timeZone) } ?? "Match"
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

    static func dateText(_ date: Date, timeZone: TimeZone) -> String { MinuteText.of(date, in: timeZone) }

    /// Escapes emphasis, code and link characters (so `*Jo*` stays a name) and a leading block marker (`- `,
    /// `+ `, `1. `, `#`), so a name never starts a list, heading or quote; other hyphens and dots stay.
    static func escapedMarkdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_~[]<>|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escapedBlockMarker(escaped)
    }

    private static func escapedBlockMarker(_ text: String) -> String {
        if text.hasPrefix("#") { return "\\" + text }
        if text.hasPrefix("- ") || text.hasPrefix("+ ") { return "\\" + text }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text.dropFirst(digits.count)
        if !digits.isEmpty, rest.hasPrefix(". ") || rest.hasPrefix(") ") { return digits + "\\" + rest }
        return text
    }
}

extension Output {
    /// Chat text is written as is (`ChatText` neutralised its names); other formats line by line, made safe.
    func sheet(_ sheet: TeamSheet, as format: Format) {
        if format == .chat { return raw(TeamSheetRendering.render(sheet, as: format)) }
        let text = TeamSheetRendering.render(sheet, as: format)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { self.line(String(line)) }
    }
}
