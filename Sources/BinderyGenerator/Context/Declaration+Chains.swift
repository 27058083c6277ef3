extension Declaration {
    /// A member chain such as `self._$cart.model.next?.title` that does not fit a line at `indent`, laid out as
    /// swift-format lays it out in a closure's body: as many of its members as fit on each line, broken before a `.`
    /// (an optional chain's `?` stays with the member before it), each line after the first 4 spaces deeper. The
    /// lines come without `indent`; those after the first start with their 4 spaces.
    static func chained(_ chain: String, indent: Int) -> [String] {
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
                lines.append("    " + member)
            }
        }
        return lines
    }
}
