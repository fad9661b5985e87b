import Foundation

/// One generated request, as the fuzzer sends it and as a failure is saved: copy a saved
/// file into `Fuzzing/Regressions/` to replay it on every run.
struct FuzzCase: Codable, Sendable, CustomStringConvertible {
    var method: String
    var target: String
    var headers: [[String]]
    /// The body in base64 (it need not be text).
    var body: String
    var signed: Bool
    /// The seed and index that made it (nil for a hand-written case).
    var origin: String?

    var bodyData: Data { Data(base64Encoded: body) ?? Data() }

    var description: String {
        "\(method) \(target.prefix(200)) [\(headers.map { "\($0.first ?? ""): \(($0.last ?? "").prefix(60))" }.joined(separator: ", "))] "
            + "(\(bodyData.count) bytes, \(signed ? "signed" : "unsigned"))"
    }

    /// Writes the case to `directory`/`name`.json and returns the path.
    func save(in directory: String, name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/\(name).json"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
        return path
    }
}
