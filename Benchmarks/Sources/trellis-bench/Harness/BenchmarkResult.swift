/// The medians of one case, printed as one JSON object per line:
///
///     {"suite":"diff","case":"flat-100k-mixed","kind":"peer","trellis_ns":…,"peer":"heckel","peer_ns":…,"ratio":…,"trellis_moves":…,"peer_moves":…}
///
/// `ratio` is trellis / peer. A counted case names its figures for what they count
/// (`trellis_bytes`, `peer_bytes`); extra counts follow the ratio. A report-only case
/// prints `"kind":"report"`, `"peer":"none"` and `null` for the peer and the ratio.
struct BenchmarkResult {
    var caseName: String
    var kind: BenchmarkCase.Kind
    var unit: BenchmarkCase.Unit
    var trellis: Double
    var peer: String?
    var peerFigure: Double?
    var counts: [(field: String, value: Int)]

    var ratio: Double? {
        guard let peerFigure, peerFigure > 0 else { return nil }
        return trellis / peerFigure
    }

    func jsonLine(suite: String) -> String {
        let format = unit == .nanoseconds ? formatNanoseconds : formatCount
        let peerText = peerFigure.map(format) ?? "null"
        let ratioText = ratio.map(formatRatio) ?? "null"
        var line =
            "{\"suite\":\(jsonString(suite)),\"case\":\(jsonString(caseName)),\"kind\":\(jsonString(kind.rawValue)),"
            + "\"trellis_\(unit.rawValue)\":\(format(trellis)),"
            + "\"peer\":\(jsonString(peer ?? "none")),\"peer_\(unit.rawValue)\":\(peerText),\"ratio\":\(ratioText)"
        for count in counts { line += ",\(jsonString(count.field)):\(count.value)" }
        return line + "}"
    }
}

/// A count, whole unless the median fell between two.
private func formatCount(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// Whole nanoseconds, or one decimal below 100 ns where rounding would hide the figure.
private func formatNanoseconds(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
}

/// Six significant digits: targets go down to 0.001.
private func formatRatio(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "null" }
    var digits = 5
    var scaled = value
    while scaled < 1, digits < 12 {
        scaled *= 10
        digits += 1
    }
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    return String((value * factor).rounded() / factor)
}

private func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
