/// Players per skill label on side A, for the label-spreading searches (0 professional … 3 no label).
struct LabelCounts: Equatable {
    private(set) var onA = [0, 0, 0, 0]
    let totals: [Int]

    init(labels: [Int]) {
        var totals = [0, 0, 0, 0]
        for label in labels { totals[label] += 1 }
        self.totals = totals
    }

    static func index(of skill: Skill?) -> Int {
        switch skill {
        case .professional: 0
        case .amateur: 1
        case .beginner: 2
        case nil: 3
        }
    }

    mutating func move(_ label: Int, toA: Bool) { onA[label] += toA ? 1 : -1 }

    var professionalsApart: Int { abs(2 * onA[0] - totals[0]) }

    /// The count differences summed over labels, plus `professionalPenalty` if professionals differ by 2+.
    func spread(professionalPenalty: Int) -> Int {
        (0..<4).reduce(0) { total, label in total + abs(2 * onA[label] - totals[label]) }
            + (professionalsApart > 1 ? professionalPenalty : 0)
    }
}
