/// What kind of failure an error is: the CLI's exit code, or whatever another front end shows.
public enum FailureKind: Sendable, Equatable, CaseIterable {
    /// Refused: a 4xx other than 401/403, a conflict, something not found, a step the state does not allow.
    case refused
    /// `timer wait`: the timer is ready or paused, or became so meanwhile.
    case timerNotRunning
    /// Input that cannot be read as what it should be (a time, a config key): the CLI's usage error.
    case malformedInput
    /// A value that parses but is not allowed (a blank name, age 400, an unknown player).
    case invalidData
    case noInput
    case unavailable
    /// A bug, or the machine refusing something that should always work.
    case internalError
    case outputError
    /// A timeout or a 5xx: trying again may work.
    case temporaryFailure
    case protocolError
    /// Not logged in, or the token was refused (401/403).
    case notAuthorized
    /// Bad configuration: an unusable server address, an unreadable config file.
    case configuration
}

/// An error that knows what kind of failure it is, and what the user can do about it when that is a command
/// to run or an option to give. Every Core error conforms. Its cases carry values, not sentences: the front
/// end words each family (the CLI in its `Errors/` folder).
public protocol GatherFailure: Error {
    var failureKind: FailureKind { get }
    var nextStep: NextStep? { get }
}
