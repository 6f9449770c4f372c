import Testing
@testable import FootballGatherCore

/// Every API error reads as one clean sentence, whatever punctuation the server's reason ends with.
@Suite struct APIErrorMessageTests {
    @Test func serverError_withAReasonEndingInAStop_isOneSentence() {
        let error = APIError.serverError(status: 500, reason: "Something went wrong.")
        #expect(error.localizedDescription == "the server failed (500: Something went wrong): try again later")
    }

    @Test func serverError_withoutAReason_keepsTheHint() {
        #expect(APIError.serverError(status: 502, reason: nil).localizedDescription
            == "the server failed (502): try again later")
    }

    @Test func rejectedAndNotFound_dropTheReasonsFinalStop() {
        #expect(APIError.rejected(status: 400, reason: "Value required for key 'name'.").localizedDescription
            == "the server refused the request (400): Value required for key 'name'")
        #expect(APIError.notFound(reason: "Player not found. ").localizedDescription == "not found: Player not found")
    }

    @Test(arguments: ["Something went wrong.", "Something went wrong;", "Something went wrong:", " Something went wrong.. "])
    func clause_removesTrailingStopsAndSpace(reason: String) {
        #expect(APIError.clause(reason) == "Something went wrong")
    }

    @Test func clause_keepsQuestionAndExclamationMarks_andCutsLongText() {
        #expect(APIError.clause("Are you sure?") == "Are you sure?")
        let long = APIError.clause(String(repeating: "x", count: 500), limit: 10)
        #expect(long == String(repeating: "x", count: 9) + "…")
    }
}
