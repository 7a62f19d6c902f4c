// # LabColor
//
// Color science as value types, following the conventions of CSS Color 4 so
// that results agree with color.js and ColorAide (within 1e-9, tested against
// ColorAide's values for every pair of spaces). The observable `LabColor`
// model class lives beside these types.
//
//     let parser = ColorParser(bareTriples: .lab, white: .d65)
//     let color = try parser.parse("50 20 0")        // or "#986b78", "oklch(…)", "color(display-p3 …)"
//     let lab = Lab(color, white: .d65)              // Lab(l: 50, a: 20, b: 0)
//     let srgb = SRGB(color)                         // unclamped, gamma-encoded
//     srgb.isInGamut()                               // true
//     RGB8(srgb).hex                                 // "#986b78"
//     try ColorFormatter.string(color, as: .oklch, precision: 3)  // "oklch(0.577 0.06 0.272)"
//     color.color.isInGamut(.displayP3)              // true
//
// The spaces and how they connect (every arrow converts both ways, by an
// initializer of the type it points to, or from Lab and OKLab to XYZ by
// `xyz(white:)`; `AnyColor` holds a color in any of them and converts to each):
//
//     Lab ⇄ LCh            CIE 1976, relative to a WhitePoint (.d65, .d50)
//      ⇅
//     XYZ  ── adapted(from:to:), linear Bradford between D65 and D50
//      ⇅                ⇄ OKLab ⇄ OKLCh   (Oklab, for gamut mapping and ΔEOK)
//     RGBColor in an RGBSpace: srgb, srgb-linear, display-p3, a98-rgb,
//      ⇅    prophoto-rgb, rec2020 — each its matrices, white and TransferFunction
//     SRGB ⇄ HSL, HWB      the typed sRGB view (LinearSRGB: its linear light)
//      ⇅
//     RGB8                 8-bit, round(clamp(c, 0, 1) × 255), #rrggbb
//
// Conventions:
// - White points come from their four-figure chromaticities; Y of white = 1.
// - ε = 216/24389 and κ = 24389/27 (exact CIE rationals).
// - The RGB matrices are CSS Color 4's rational ones (ProPhoto RGB's are
//   color.js's and ColorAide's); every transfer function is extended
//   sign-symmetrically to negative values, so out-of-gamut colors convert
//   exactly in both directions.
// - CSS `lab()` and `lch()` are D50, as CSS says; bare triples use the
//   parser's white (D65 by default).
// - Out of gamut is reported (`RGBColor.isInGamut(tolerance:)`), never
//   hidden: `GamutMapping.clip` or the CSS Color 4 algorithm
//   (`GamutMapping.css`), in whichever RGB space is the destination.
// - Color differences: ΔE76, ΔE94 (graphic arts), CIEDE2000, ΔEOK
//   (`ColorDifference`), ΔL* ΔC* ΔH*, a plain-words judgement of CIEDE2000
//   (`PerceivedDifference`), and the nearest CSS named colors
//   (`NamedColor.nearest`).
// - Contrast: the WCAG 2 ratio and its levels (`WCAGContrast`), APCA's
//   lightness contrast Lc with the 0.0.98G-4g constants (`APCAContrast`).
// - Interpolation: CSS `color-mix()` and gradients (`ColorMix`) in any
//   `InterpolationSpace`, with `HueInterpolation`, missing components
//   carried forward, powerless hues and premultiplied alpha.
// - Parsing: `ColorParser` reads every CSS Color 4 notation (hex with alpha,
//   the 148 names and `transparent`, rgb()/rgba(), hsl()/hsla(), hwb(),
//   lab(), lch(), oklab(), oklch(), color() with every predefined space) and
//   bare triples into a `ParsedColor` (color, alpha, `none` components), or
//   a `ColorParseError` that says what was expected, at which column, and
//   what was found.
// - Output: `ColorFormatter` writes any `ColorNotation` as CSS text, numbers
//   by `NumberFormat` (shortest round-trip form, or rounded to a precision),
//   `none` for a powerless hue; `RGB8.hex` and `appendHex` for the 8-bit fast
//   path.
//
// The module imports no Foundation. Its elementary functions (cube root,
// powers, logarithm, exponential, trigonometry) are the platform C library's,
// called through `ElementaryFunctions` (the only file that imports Glibc,
// Musl or Darwin); the one hand-written exception is the pair of
// table-driven powers of the sRGB transfer function, kept because the
// benchmark case "11 sRGB transfer function" shows them faster than `pow` on
// the path every sRGB conversion takes (their tables come from
// Scripts/fixed-power-tables.py).
