extension Declaration {
    /// A member chain such as `self._$cart.model.next?.title` that does not fit a line at `indent`, laid out as
    /// swift-format lays it out in a closure's body: as many of its members as fit on each line, broken before a `.`
    /// (an optional chain's `?` stays with the member before it), each line after the first `continuation` deeper:
    /// 4 spaces in a closure's body, none on the lines after an `=` that swift-format breaks. The lines come without
    /// `indent`; those after the first start with `continuation`.
    static func chained(_ chain: String, indent: Int, continuation: String = "    ") -> [String] {
        var members: [Substring] = []
        var start = chain.startIndex
        var depth = 0
        for index in chain.indices {
            switch chain[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "." where depth == 0 && index != start:
                members.append(chain[start..<index])
                start = index
            default: break
            }
        }
        members.append(chain[start...])
        var lines = [String(members[0])]
        for member in members.dropFirst() {
            if fits(indent: indent, lines[lines.count - 1], member) {
                lines[lines.count - 1] += member
            } else {
                lines.append(continuation + member)
            }
        }
        return lines
    }
}
