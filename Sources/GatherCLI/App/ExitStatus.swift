import FootballGatherCore

/// The process exit codes of `gather`: sysexits.h codes where one fits, and 128 + the signal for Ctrl-C and
/// SIGTERM as shells expect.
enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case refused = 1
    case timerNotRunning = 3
    case usage = 64
    case invalidData = 65
    case noInput = 66
    case unavailable = 69
    case internalError = 70
    case outputError = 74
    case temporaryFailure = 75
    case protocolError = 76
    case notAuthorized = 77
    case configuration = 78
    case interrupted = 130
    case terminated = 143

    var meaning: String {
        switch self {
        case .success: "success"
        case .refused: "the request was refused (a 4xx other than 401/403, a conflict, not found), or 'gather sync' left changes waiting for you"
        case .timerNotRunning: "timer wait: the timer is ready or paused, or became so while waiting"
        case .usage: "usage error: unknown command or option, missing or malformed argument"
        case .invalidData: "invalid data: a value that parses but is not allowed (blank name, age 400, unknown player)"
        case .noInput: "an input file that does not exist, or a stdin that cannot be read"
        case .unavailable: "the server cannot be reached: no connection (refused, unknown host, none within the connect timeout), or a network's sign-in page answered instead"
        case .internalError: "internal error (a bug)"
        case .outputError: "output error: could not write the result, or a data file for want of space (the file is as it was)"
        case .temporaryFailure: "temporary failure: timeout, 5xx, another command sending the same change or holding a data file for 10 minutes; try again"
        case .protocolError: "the server answered something that is not the Football Gather API"
        case .notAuthorized: "not logged in, or the token was refused (401/403)"
        case .configuration: "bad configuration (an unusable server URL, an unreadable config file)"
        case .interrupted: "interrupted (Ctrl-C)"
        case .terminated: "terminated (SIGTERM), as Ctrl-C is: Terminated. instead of Interrupted."
        }
    }
}

extension ExitStatus {
    init(_ kind: FailureKind) {
        switch kind {
        case .refused: self = .refused
        case .timerNotRunning: self = .timerNotRunning
        case .malformedInput: self = .usage
        case .invalidData: self = .invalidData
        case .noInput: self = .noInput
        case .unavailable: self = .unavailable
        case .internalError: self = .internalError
        case .outputError: self = .outputError
        case .temporaryFailure: self = .temporaryFailure
        case .protocolError: self = .protocolError
        case .notAuthorized: self = .notAuthorized
        case .configuration: self = .configuration
        }
    }
}

protocol CLIFailure: Error {
    var exitStatus: ExitStatus { get }
}
