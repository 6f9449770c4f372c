/// Spearman's rank correlation: Pearson's correlation of the ranks, ties sharing their mean rank.
public func spearman(_ xs: [Double], _ ys: [Double]) -> Double {
    pearson(ranks(xs), ranks(ys))
}

func ranks(_ values: [Double]) -> [Double] {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var result = Array(repeating: 0.0, count: values.count)
    var start = 0
    while start < order.count {
        var end = start
        while end + 1 < order.count && values[order[end + 1]] == values[order[start]] { end += 1 }
        for position in start...end { result[order[position]] = Double(start + end) / 2 + 1 }
        start = end + 1
    }
    return result
}

func pearson(_ xs: [Double], _ ys: [Double]) -> Double {
    let count = Double(xs.count)
    let (meanX, meanY) = (xs.reduce(0, +) / count, ys.reduce(0, +) / count)
    var covariance = 0.0, varianceX = 0.0, varianceY = 0.0
    for (x, y) in zip(xs, ys) {
        covariance += (x - meanX) * (y - meanY)
        varianceX += (x - meanX) * (x - meanX)
        varianceY += (y - meanY) * (y - meanY)
    }
    let denominator = (varianceX * varianceY).squareRoot()
    return denominator > 0 ? covariance / denominator : 0
}
