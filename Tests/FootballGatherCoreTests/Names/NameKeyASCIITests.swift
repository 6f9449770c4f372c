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
}
