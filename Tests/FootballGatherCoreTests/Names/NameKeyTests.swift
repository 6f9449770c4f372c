import Testing

@testable import FootballGatherCore

/// The one key two names of the same player share.
@Suite struct NameKeyTests {
    @Test(arguments: [
        "\u{200E}Ana", "Ana\u{200F}", "A\u{200B}na", "A\u{200C}na", "A\u{200D}na", "A\u{2060}na", "\u{FEFF}Ana",
        "\u{2066}Ana\u{2069}", "\u{2067}Ana\u{2069}", "\u{2068}Ana\u{2069}", "\u{202A}Ana\u{202C}", "\u{202B}Ana\u{202C}",
        "\u{202D}Ana\u{202C}", "\u{202E}Ana\u{202C}", "\u{061C}Ana", "An\u{00AD}a",
    ])
    func invisibleFormatCharacters_areLeftOut(_ name: String) {
        #expect(NameKey(name) == NameKey("Ana"))
        #expect(NameKey(name, keepingAccents: true) == NameKey("Ana", keepingAccents: true))
    }

    @Test func turkishI_foldsToI_withoutALocale() {
        #expect(Set(["IŞIK", "ışık", "Işık", "iŞiK", "İşık"].map { NameKey($0) }) == [NameKey("isik")])
        #expect(Set(["I", "İ", "ı", "i"].map { NameKey($0, keepingAccents: true) }) == [NameKey("i")])
    }

    /// A phone types O’Neil for O'Neil: a pasted chat line still finds the player.
    @Test func typographicApostrophes_foldToTheTypewriterOne() {
        #expect(NameKey("O’Neil") == NameKey("O'Neil"))
        #expect(NameKey("D‘Arcy ʼ") == NameKey("d'arcy '"))
    }

    @Test func compatibilityForms_caseAndAccents_fold() {
        #expect(NameKey("Ｚｏｅ") == NameKey("zoë"))
        #expect(NameKey("ﬁona") == NameKey("Fiona"))
        #expect(NameKey("  Zoë   Clarke ").folded == "zoe clarke")
        #expect(NameKey("Zoë Clarke").words == ["zoe", "clarke"])
    }

    @Test func keepingAccents_tellsBeaFromBéa_butNotTheCase() {
        #expect(NameKey("Bea") == NameKey("Béa"))
        #expect(NameKey("Bea", keepingAccents: true) != NameKey("Béa", keepingAccents: true))
        #expect(NameKey("BÉA", keepingAccents: true) == NameKey("béa", keepingAccents: true))
    }

    @Test func emojiNames_keepTheirEmoji() {
        #expect(NameKey("🔥").folded == "🔥")
        #expect(NameKey("⚽ Zé") == NameKey("⚽ ze"))
        #expect(NameKey("⚽ Zé") != NameKey("Zé"))
    }
}
