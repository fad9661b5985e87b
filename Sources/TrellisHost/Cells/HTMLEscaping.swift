/// `text` with `&`, `<`, `>` and `"` as entities: safe as an HTML element's text and inside
/// a double-quoted attribute. Both hosts write HTML (the terminal's styled snapshots, the
/// browser host's page).
package func htmlEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}
