import Foundation

/// One HTTP/1.1 answer as it came on the wire: its status, its header fields (names in lower
/// case) and its body, read by its `content-length`.
struct HTTPAnswer: Sendable, CustomStringConvertible {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    var description: String { "\(status) \(text.prefix(200))" }

    /// What is wrong with bytes that should be answers.
    struct Malformed: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The answers in `bytes`, in order; `bodiless[i]` says the i-th request was a `HEAD`,
    /// whose answer has a length but no body. With `truncated`, the connection was reset and
    /// an unfinished last answer is left out rather than refused.
    ///
    /// - Throws: ``Malformed`` for bytes that do not read as whole answers (a head that
    ///   does not end, a status line that is not one, a body shorter than its length).
    static func parse(_ bytes: [UInt8], bodiless: [Bool] = [], truncated: Bool = false) throws(Malformed) -> [HTTPAnswer] {
        var answers: [HTTPAnswer] = []
        var rest = bytes[...]
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while !rest.isEmpty {
            guard let end = rest.firstRange(of: separator) else {
                if truncated { break }
                throw Malformed(reason: "an answer's head does not end: \(String(decoding: rest.prefix(200), as: UTF8.self))")
            }
            let lines = String(decoding: rest[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
            let statusLine = lines.first ?? ""
            guard statusLine.hasPrefix("HTTP/1.1 "), let status = Int(statusLine.dropFirst(9).prefix(3)) else {
                throw Malformed(reason: "not a status line: \(statusLine.prefix(200))")
            }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { throw Malformed(reason: "not a header line: \(line.prefix(200))") }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            rest = rest[end.upperBound...]
            // A request the parser refused gets its 400 with a JSON body and the connection
            // closes: the server cannot know it was a HEAD, so that last answer has its body.
            let refusedByParser = status == 400 && headers["connection"] == "close" && rest.count == Int(headers["content-length"] ?? "")
            let hasBody = (!(bodiless.dropFirst(answers.count).first ?? false) || refusedByParser) && status != 204 && status != 304
            let length = hasBody ? Int(headers["content-length"] ?? "0") ?? -1 : 0
            if truncated, length > rest.count { break }
            guard length >= 0, rest.count >= length else {
                throw Malformed(reason: "answer \(status) declares \(headers["content-length"] ?? "?") bytes, \(rest.count) came")
            }
            answers.append(HTTPAnswer(status: status, headers: headers, body: Array(rest.prefix(length))))
            rest = rest.dropFirst(length)
        }
        return answers
    }
}
