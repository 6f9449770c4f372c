/// `gather help exit-codes` and EXIT STATUS: made from `ExitStatus`, so a new code
/// cannot go unsaid.
enum ExitCodesTopic {
    static let topic = Topic(
        name: "exit-codes", abstract: "What each exit code of gather means.", title: "EXIT STATUS",
        blocks: [
            .paragraph("Every failure prints one sentence on stderr, with the fix where there is one, and exits with one of these codes (after sysexits.h):"),
            .entries(ExitStatus.allCases.map { .init(term: String($0.rawValue), text: $0.meaning) }),
        ])
}
