/// The medians of one case, printed as one JSON object per line:
///
///     {"suite":"diff","case":"flat-100k-mixed","trellis_ns":…,"peer":"…","peer_ns":…,"ratio":…}
///
/// `ratio` is `trellis_ns / peer_ns`. A report-only case prints `"peer":"none"` and
/// `null` for `peer_ns` and `ratio`.
struct BenchmarkResult {
    var caseName: String
    var trellisNanoseconds: Double
    var peer: String?
    var peerNanoseconds: Double?
    var kind: BenchmarkCase.Kind?

    var ratio: Double? {
        guard let peerNanoseconds, peerNanoseconds > 0 else { return nil }
        return trellisNanoseconds / peerNanoseconds
    }

    func jsonLine(suite: String) -> String {
        let peerNs = peerNanoseconds.map(formatNanoseconds) ?? "null"
        let ratioText = ratio.map(formatRatio) ?? "null"
        let kindText = kind.map { "\"kind\":\(jsonString($0.rawValue))," } ?? ""
        return "{\"suite\":\(jsonString(suite)),\"case\":\(jsonString(caseName)),\(kindText)"
            + "\"trellis_ns\":\(formatNanoseconds(trellisNanoseconds)),"
            + "\"peer\":\(jsonString(peer ?? "none")),\"peer_ns\":\(peerNs),\"ratio\":\(ratioText)}"
    }
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
    while scaled < 1, digits < 12 { scaled *= 10; digits += 1 }
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
