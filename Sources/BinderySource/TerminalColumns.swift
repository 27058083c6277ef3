/// How many columns of a terminal a character takes, so a caret lands under the character it points at when the
/// line before it holds CJK text or emoji, which terminals draw two columns wide.
///
/// The wide ranges are those Unicode's East Asian Width property marks Wide or Fullwidth, for the blocks a spec's
/// strings and comments are likely to hold, plus every scalar drawn as emoji by default or asked to be by U+FE0F.
/// A terminal may still disagree on a rare character; the line and column in the first line of the diagnostic do not
/// depend on this.
enum TerminalColumns {
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x1100 else { return 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        return scalars.contains("\u{FE0F}") && first.properties.isEmoji ? 2 : 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18AFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nüshu
        0x20000...0x2FFFD,  // CJK unified ideographs extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK unified ideographs extensions G and H
    ]
}
