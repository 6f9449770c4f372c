import Foundation
import Testing

@testable import FootballGatherCore

/// Plain ASCII names take a shorter way to their key; it must be the key the whole fold
/// gives (reached here by an invisible mark, which only the whole fold removes).
@Suite struct NameKeyASCIITests {
    @Test func anASCIIName_hasTheKeyTheWholeFoldGives() {
        var random = SystemRandomNumberGenerator()
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        let names = ["Ana", "ZOE clarke", "  Dave   Smith ", "O'Neil-Brown", "Tom R.", "#12", "~x_Y`"]
            + (0..<300).map { _ in String((0..<Int.random(in: 1...16, using: &random)).map { _ in printable.randomElement(using: &random)! }) }
        for name in names {
            #expect(NameKey(name) == NameKey("\u{200B}" + name), "\(name)")
            #expect(NameKey(name, keepingAccents: true) == NameKey("\u{200E}" + name, keepingAccents: true), "\(name)")
        }
    }

    /// An ASCII name is refused for the same reasons from its bytes as from its characters.
    @Test(arguments: ["7", "+7", "-12", "", "#", "#3", "#x", "#3a", "A,B", "A/B", "Ana", "Ana 2", "# 3", "3#", "a\r\n", "#\r\n1"])
    func anASCIINamesReason_isTheCharactersReason(_ name: String) {
        let byCharacters: UnaddressableReason? = {
            if Int(name) != nil || name.allSatisfy(\.isASCIIDigit) { return .number }
            if name.hasPrefix("#") { return name.dropFirst().allSatisfy(\.isASCIIDigit) ? .hashNumber : .hashWord }
            if name.contains(",") || name.contains("/") { return .listSeparator }
            return nil
        }()
        #expect(PlayerValidation.unaddressable(ascii: name) == byCharacters)
        #expect(PlayerValidation.unaddressable(name) == byCharacters)
    }

    /// An ASCII name's words are split on its bytes as its characters split them.
    @Test(arguments: ["Ana", "  Ana   Bo  ", "a\tb\nc\u{0B}d\u{0C}e\rf", "a\r\nb", "a\u{1C}b\u{1F}c", "", " ", "Ana-Bo_2"])
    func anASCIINamesWords_areItsCharactersWords(_ name: String) {
        let key = NameKey(name)
        let byCharacters = name.lowercased().split(whereSeparator: \.isWhitespace)
        #expect(key.words == byCharacters)
        #expect(key.folded == byCharacters.joined(separator: " "))
    }
}
