extension RandomAccessCollection {
    /// The first index whose element satisfies `isPastTarget`, in a collection where every element that does
    /// comes after every element that does not (sorted offsets, lines, ranges): a binary search.
    func partitioningIndex(where isPastTarget: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isPastTarget(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
