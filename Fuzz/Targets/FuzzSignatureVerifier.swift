// libFuzzer target: TrellisData's SignatureVerifier on arbitrary requests, as cats-server
// receives them. Built by Fuzz/run with Signing/*.swift, NetworkRequest.swift and the
// Crypto shim (Fuzz/Shims/Crypto.swift).
//
// The input is a request in lines: the method, the target, the four signing headers'
// values (app version, timestamp, nonce, signature; an empty line for a missing header),
// then more `name: value` headers up to an empty line (`authorization` among them, which
// the signature covers; a name in another case may repeat one), then the body. A signature of `valid` is replaced by the right one, so the fuzzer
// also reaches the window, nonce and replay checks. verify must return or throw a
// SignatureError, never trap; a request it accepted must then be refused as replayed.
import Crypto
import Dispatch
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    var lines = bytes.split(separator: 0x0A, maxSplits: 64, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    guard lines.count >= 6 else { return 0 }
    let method = lines.removeFirst()
    let target = lines.removeFirst()
    var headers: [String: String] = [:]
    let names = [
        RequestSigner.Header.appVersion, RequestSigner.Header.timestamp, RequestSigner.Header.nonce, RequestSigner.Header.signature,
    ]
    for name in names {
        let value = lines.removeFirst()
        if !value.isEmpty { headers[name] = value }
    }
    while let line = lines.first, !line.isEmpty {
        lines.removeFirst()
        let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2 { headers[parts[0]] = parts[1] }
    }
    let body = Data(lines.dropFirst().joined(separator: "\n").utf8)
    let secret = AppSecret("fuzzing-secret-of-sixteen-bytes")
    if headers[RequestSigner.Header.signature] == "valid" {
        let message = RequestSigner.canonical(
            method: method, target: target, body: body, timestamp: headers[RequestSigner.Header.timestamp] ?? "",
            nonce: headers[RequestSigner.Header.nonce] ?? "", appVersion: headers[RequestSigner.Header.appVersion] ?? "",
            authorization: headers["authorization"] ?? "")
        headers[RequestSigner.Header.signature] = RequestSigner.hex(Data(HMAC<SHA256>.authenticationCode(for: message, using: secret.key)))
    }
    let request = (method, target, headers, body)
    let done = DispatchSemaphore(value: 0)
    Task {
        defer { done.signal() }
        let verifier = SignatureVerifier(secret: secret)
        let now = Date(timeIntervalSince1970: 1_770_000_000)
        guard (try? await verifier.verify(method: request.0, target: request.1, headers: request.2, body: request.3, now: now)) != nil
        else { return }
        do {
            _ = try await verifier.verify(method: request.0, target: request.1, headers: request.2, body: request.3, now: now)
            fatalError("a signature was accepted twice: \(request)")
        } catch {
            guard error as? SignatureError == .replayed else { fatalError("the second use of a signature was \(error), not replayed") }
        }
    }
    done.wait()
    return 0
}
