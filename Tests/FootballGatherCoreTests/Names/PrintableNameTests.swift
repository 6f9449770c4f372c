import Foundation
import Testing

@testable import FootballGatherCore

/// A name of printable ASCII is trimmed without Foundation's Unicode lookups, to exactly
/// what `trimmingCharacters(in: .whitespacesAndNewlines)` gives, and has no control
/// character; any other name goes the long way.
@Suite struct PrintableNameTests {
    @Test(arguments: [
        "Ana", " Ana ", "   ", "", "Bo Lee", "  Bo  Lee", "a~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "Ana\t", "\tAna", "Ana\n", "Ana\u{7F}",
        "Zoë", " Zoë ", "\u{A0}Ana", "Ana\u{2003}", "A\u{200B}na", "Ana\r\n", "Ana\u{1B}[31m", " x ",
    ])
    func aName_isTrimmedAsFoundationTrimsIt(_ text: String) {
        let quick = PlayerValidation.trimmedPrintableASCII(text)
        let slow = text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(quick == nil || quick == slow)
        if let quick { #expect(!PlayerValidation.containsControlCharacter(quick)) }
        #expect((quick != nil) == text.utf8.allSatisfy { (0x20...0x7E).contains($0) })
    }

    @Test func everyPrintableASCIICharacter_isNoControlCharacter() {
        let all = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        #expect(PlayerValidation.trimmedPrintableASCII(all) == all.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(!PlayerValidation.containsControlCharacter(all))
    }
}
