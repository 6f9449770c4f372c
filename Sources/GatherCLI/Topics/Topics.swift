/// Every help topic, in the order `gather help` lists them and the man page prints them.
enum Topics {
    static let all: [Topic] = [
        NamesTopic.topic, RatingsTopic.topic, TeamsTopic.topic, FeesTopic.topic, OfflineTopic.topic,
        SyncTopic.topic, JSONTopic.topic, ExitCodesTopic.topic, EnvironmentTopic.topic, ChatTopic.topic,
    ]

    static func named(_ name: String) -> Topic? { all.first { $0.name == name } }
}
