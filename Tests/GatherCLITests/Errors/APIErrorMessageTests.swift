import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Every API error reads as one clean sentence, whatever punctuation the server's reason ends with.
@Suite struct APIErrorMessageTests {
    @Test func serverError_withAReasonEndingInAStop_isOneSentence() {
        let error = APIError.serverError(status: 500, reason: "Something went wrong.")
        #expect(APIErrorWording.text(error) == "the server failed (500: Something went wrong): try again later")
    }

    @Test func serverError_withoutAReason_keepsTheHint() {
        #expect(APIErrorWording.text(.serverError(status: 502, reason: nil)) == "the server failed (502): try again later")
    }

    @Test func rejectedAndNotFound_dropTheReasonsFinalStop() {
        #expect(APIErrorWording.text(.rejected(status: 400, reason: "Value required for key 'name'."))
            == "the server refused the request (400): Value required for key 'name'")
        #expect(APIErrorWording.text(.notFound(reason: "Player not found. ")) == "not found: Player not found")
    }

    @Test(arguments: ["Something went wrong.", "Something went wrong;", "Something went wrong:", " Something went wrong.. "])
    func clause_removesTrailingStopsAndSpace(reason: String) {
        #expect(APIErrorWording.clause(reason) == "Something went wrong")
    }

    @Test func clause_keepsQuestionAndExclamationMarks_andCutsLongText() {
        #expect(APIErrorWording.clause("Are you sure?") == "Are you sure?")
        let long = APIErrorWording.clause(String(repeating: "x", count: 500), limit: 10)
        #expect(long == String(repeating: "x", count: 9) + "…")
    }
}
