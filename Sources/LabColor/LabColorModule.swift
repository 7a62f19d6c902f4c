// # LabColor
//
// CIE L*a*b* color science as value types, following the conventions of
// CSS Color 4 so that results agree with color.js, culori and ColorAide.
// (The observable `LabColor` model class lives beside these types.)
//
//     let parser = ColorParser(bareTriples: .lab, white: .d65)
//     let color = try parser.parse("50 20 0")        // or "#986b78", "lab(…)", "rebeccapurple"
//     let lab = Lab(color, white: .d65)              // Lab(l: 50, a: 20, b: 0)
//     let srgb = SRGB(lab, white: .d65)              // unclamped, gamma-encoded
//     srgb.isInGamut()                               // true
//     RGB8(srgb).hex                                 // "#986b78"
//
// The spaces and how they connect (every arrow has an initializer both ways):
//
//     Lab ⇄ LCh            CIE 1976, relative to a WhitePoint (.d65, .d50)
//      ⇅
//     XYZ  ── adapted(from:to:), linear Bradford between D65 and D50
//      ⇅                ⇄ OKLab ⇄ OKLCh   (Oklab, for gamut mapping and ΔEOK)
//     LinearSRGB          CSS Color 4 rational matrices, D65
//      ⇅
//     SRGB                gamma-encoded, unclamped Doubles
//      ⇅
//     RGB8                8-bit, round(clamp(c, 0, 1) × 255), #rrggbb
//
// Conventions:
// - White points come from their four-figure chromaticities; Y of white = 1.
// - ε = 216/24389 and κ = 24389/27 (exact CIE rationals).
// - The sRGB transfer function is extended sign-symmetrically to negative
//   values, so out-of-gamut colors convert exactly in both directions.
// - CSS `lab()` and `lch()` are D50, as CSS says; bare triples use the
//   parser's white (D65 by default).
// - Out of gamut is reported (`SRGB.isInGamut(tolerance:)`), never hidden:
//   `GamutMapping.clip` or the CSS Color 4 algorithm (`GamutMapping.css`).
// - Color differences: ΔE76, ΔE94 (graphic arts), CIEDE2000, ΔEOK
//   (`ColorDifference`).
// - Output: `RGB8.hex` (lowercase #rrggbb, also as bytes with `appendHex`),
//   `RGB8.cssString` (`rgb(r g b)`), `Lab.cssString` and `LCh.cssString`
//   (CSS `lab()`/`lch()`, converted to D50), and `NumberFormat` for numbers
//   (integers without ".0", never "-0", otherwise the shortest round-trip
//   form).
// - Parsing: `ColorParser` (hex, rgb()/rgba(), lab(), lch(), the 148 CSS
//   names, bare triples) gives a `ParsedColor` or a `ColorParseError` that
//   says what was expected, at which column, and what was found.
//
// The module imports no Foundation. Its elementary functions (cube root,
// powers, exponential, trigonometry) are the platform C library's, called
// through `ElementaryFunctions` (the only file that imports Glibc, Musl or
// Darwin); the one hand-written exception is the pair of table-driven powers
// of the sRGB transfer function, kept because the benchmark case
// "11 sRGB transfer function" shows them faster than `pow` on the hot path of
// `labcolor convert` (their tables come from Scripts/fixed-power-tables.py).
