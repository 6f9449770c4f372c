import Testing

@testable import FootballGatherCore

/// The rules a player's fields must meet, shared by add and edit.
@Suite struct PlayerValidationViewModelTests {
    @Test func name_isTrimmed() throws {
        #expect(try PlayerValidation.name("  Ana Maria \n") == "Ana Maria")
    }

    @Test(arguments: ["", " ", "\t\n  "])
    func name_blank_isRefused(_ text: String) {
        #expect(throws: InputError.blankName) { try PlayerValidation.name(text) }
    }

    @Test(arguments: ["Ana\nBo", "Ana\u{1B}[31m", "Bo\u{7}"])
    func name_withControlCharacters_isRefused(text: String) {
        #expect(throws: InputError.controlCharacterInName) { try PlayerValidation.name(text) }
    }

    @Test func name_ofSixtyFourCharacters_isAccepted_sixtyFiveIsNot() throws {
        #expect(try PlayerValidation.name(String(repeating: "é", count: 64)).count == 64)
        #expect(throws: InputError.nameTooLong(limit: 64)) { try PlayerValidation.name(String(repeating: "a", count: 65)) }
    }

    @Test(arguments: [1, 24, 99])
    func age_inRange_isAccepted(_ age: Int) throws {
        #expect(try PlayerValidation.age(age) == age)
    }

    @Test(arguments: [0, 100, -1, 400])
    func age_outOfRange_isRefused(_ age: Int) {
        #expect(throws: InputError.ageOutOfRange(age)) { try PlayerValidation.age(age) }
    }

    @Test func skillAndPosition_areCaseInsensitive() throws {
        #expect(try PlayerValidation.skill("PROfessional") == .professional)
        #expect(try PlayerValidation.position("Goalkeeper") == .goalkeeper)
        #expect(throws: InputError.unknownSkill("wizard")) { try PlayerValidation.skill("wizard") }
        #expect(throws: InputError.unknownPosition("libero")) { try PlayerValidation.position("libero") }
    }

    @Test func addInput_refusesBeforeAnyRequest() {
        let input = PlayerAddViewModel.Input(PlayerDraft(name: "Ana", age: 400))
        #expect(throws: InputError.ageOutOfRange(400)) { try input.draft() }
    }

    @Test func invalidData_exitsSixtyFive() {
        #expect(InputError.blankName.failureKind == .invalidData)
        #expect(InputError.unknownPlayer("x").failureKind == .invalidData)
    }
}
