import LabColor
import Testing

@Suite("ContextDependentColor")
struct ContextDependentColorTests {
  func reason(_ text: String) -> ColorParseError.Reason? {
    do throws(ColorParseError) {
      _ = try ColorParser().parse(text)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test(
    arguments: [
      // CSS Color 4 §6.2 (system colors) and Appendix A (deprecated ones).
      "AccentColor", "AccentColorText", "ActiveText", "ButtonBorder", "ButtonFace", "ButtonText",
      "Canvas", "CanvasText", "Field", "FieldText", "GrayText", "Highlight", "HighlightText",
      "LinkText", "Mark", "MarkText", "SelectedItem", "SelectedItemText", "VisitedText",
      "ActiveBorder", "ActiveCaption", "AppWorkspace", "Background", "ButtonHighlight",
      "ButtonShadow", "CaptionText", "InactiveBorder", "InactiveCaption", "InactiveCaptionText",
      "InfoBackground", "InfoText", "Menu", "MenuText", "Scrollbar", "ThreeDDarkShadow",
      "ThreeDFace", "ThreeDHighlight", "ThreeDLightShadow", "ThreeDShadow", "Window",
      "WindowFrame", "WindowText",
    ])
  func everySystemColorIsRecognized(name: String) {
    #expect(reason(name) == .contextDependent(.systemColor))
    #expect(reason(name.uppercased()) == .contextDependent(.systemColor))
  }

  @Test func currentColorIsRecognizedAndExplained() {
    #expect(reason("currentColor") == .contextDependent(.currentColor))
    #expect(ContextDependentColor.currentColor.explanation.contains("element"))
    #expect(ContextDependentColor.systemColor.explanation.contains("browser"))
    // Near misses are unknown names, not system colors.
    #expect(reason("canvass") == .unknownColorName)
    #expect(reason("current") == .unknownColorName)
  }
}
