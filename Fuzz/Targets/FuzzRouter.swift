// libFuzzer target: TrellisShell's route patterns and URL matching on arbitrary text.
// Built by Fuzz/run with Router/*.swift.
//
// The input is lines: every line but the last is a pattern to register (`cats://cat/<int:id>`),
// the last a URL to match. Patterns are the programmer's input, URLs the outside world's
// (deep links, typed links): both must give a typed error or a match, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let url = lines.popLast() ?? ""
    var router = Router<Int>()
    for (index, line) in lines.enumerated() {
        do throws(RoutePatternError) { try router.register(line, index) } catch { _ = error.description }
    }
    do throws(RouteError) {
        let match = try router.match(url)
        _ = match.parameters.all
    } catch {
        _ = error.description
    }
    router.unmatched = -1
    _ = try? router.match(url)
    return 0
}
