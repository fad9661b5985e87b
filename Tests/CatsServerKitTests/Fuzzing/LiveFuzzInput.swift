import CatsAPI
import Foundation

/// One input of the live request fuzzer: the bytes sent on one connection (one request or
/// several pipelined, well formed or not), and what each request's answer must be.
struct LiveFuzzInput: Sendable, CustomStringConvertible {
    /// What a request's answer must be, beyond what every answer must be (no 5xx; a 4xx
    /// carries a JSON `{"error": …}`).
    enum Expectation: Sendable {
        /// Any well-formed answer (a signed request the fuzzer changed in ways the signature
        /// may not cover).
        case anything
        /// Not correctly signed (no signature, a broken or replayed one, a body or target
        /// changed after signing): never a 2xx.
        case unsigned
        /// Correctly signed and reaching a handler: the answer that handler's contract says.
        case contract(String, @Sendable (HTTPAnswer) -> Bool)
    }

    /// What made it, for the failure message: `raw/bad-chunked`, `contract/breeds`, ….
    let kind: String
    let bytes: [UInt8]
    /// One per request, in order; a request the server never got to (it closed first) has
    /// no answer to check. Contract requests must all be answered.
    let expectations: [Expectation]
    /// Which requests are `HEAD`, whose answers have no body.
    var bodiless: [Bool] = []

    var description: String {
        "\(kind), \(bytes.count) bytes: \(String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription)"
    }

    /// What is wrong with `answers` to this input, or nil.
    func problem(with answers: [HTTPAnswer]) -> String? {
        if expectations.contains(where: \.isContract), answers.count < expectations.count {
            return "\(expectations.count) contract requests, \(answers.count) answers: \(answers)"
        }
        for (index, (answer, expectation)) in zip(answers, expectations).enumerated() {
            if answer.status >= 500 { return "answered \(answer)" }
            if (400..<500).contains(answer.status), !(bodiless.indices.contains(index) && bodiless[index]),
                (try? JSONDecoder().decode(APIErrorBody.self, from: Data(answer.body)))?.error.isEmpty ?? true
            {
                return "\(answer.status) without a JSON error: \(answer)"
            }
            switch expectation {
            case .anything: continue
            case .unsigned where (200..<300).contains(answer.status): return "a request not correctly signed got \(answer)"
            case .unsigned: continue
            case .contract(let name, let holds) where !holds(answer): return "the contract \(name) does not hold: \(answer)"
            case .contract: continue
            }
        }
        return nil
    }
}

extension LiveFuzzInput.Expectation {
    var isContract: Bool {
        if case .contract = self { true } else { false }
    }
}
