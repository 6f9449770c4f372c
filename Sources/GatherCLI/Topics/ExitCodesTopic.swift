/// `gather help exit-codes` and EXIT STATUS: made from `ExitStatus`, so a new code
/// cannot go unsaid.
enum ExitCodesTopic {
    static let topic = Topic(
        name: "exit-codes", abstract: "What each exit code of gather means.", title: "EXIT STATUS",
        blocks: [
            .paragraph("Every failure prints one sentence on stderr, with the fix where there is one, and exits with one of these codes (after sysexits.h):"),
            .entries(ExitStatus.allCases.map { .init(term: String($0.rawValue), text: $0.meaning) }),
            .paragraph("A closed pipe (gather players list | head -1) ends gather quietly, as any Unix tool; any other write error on stdout or stderr exits 74. Ctrl-C at any point prints Interrupted., exits 130 and leaves no half-written file; SIGTERM does the same, printing Terminated. and exiting 143."),
        ])
}
