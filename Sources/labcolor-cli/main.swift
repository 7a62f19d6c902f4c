import LabcolorCommands

Labcolor.exit(with: Labcolor.main())
