; Inno Setup script for Murlan: builds dist\Murlan-Setup-X.Y.Z.exe from the frozen app.
;
; Run from the top of the repository, after PyInstaller has written dist\murlan\ :
;     iscc /DMyAppVersion=0.1.0 packaging\murlan.iss
; packaging\build_windows.ps1 does both, reading the version from pyproject.toml.

#ifndef MyAppVersion
  #error Pass the version: iscc /DMyAppVersion=X.Y.Z packaging\murlan.iss
#endif

#define MyAppName "Murlan"
#define MyAppPublisher "The Murlan developers"
#define MyAppExeName "murlan.exe"
; Relative to this script's folder (packaging\).
#define Root ".."

[Setup]
; A fixed AppId keeps upgrades and the uninstaller entry together across versions. Never change it.
AppId={{6C1F3E52-8B7A-4D6E-9C21-4A0D5E7B9F13}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppVerName={#MyAppName} {#MyAppVersion}
AppPublisher={#MyAppPublisher}
VersionInfoVersion={#MyAppVersion}
DefaultDirName={autopf}\{#MyAppName}
DefaultGroupName={#MyAppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights needed); the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Windows 10 (1809) or later: what Qt 6 runs on
MinVersion=10.0.17763
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile={#Root}\packaging\LICENSES.txt
SetupIconFile={#Root}\assets\icons\murlan.ico
UninstallDisplayIcon={app}\{#MyAppExeName}
UninstallDisplayName={#MyAppName}
OutputDir={#Root}\dist
OutputBaseFilename=Murlan-Setup-{#MyAppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The saved match's file type is registered below: Explorer refreshes its icons and Open with at the end.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder build.
Source: "{#Root}\dist\murlan\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Registry]
; A saved match (.murlan) opens in the game on a double-click: under HKA, the current user's classes in
; the default per-user install (no administrator rights), the machine's in an all-users install.
Root: HKA; Subkey: "Software\Classes\.murlan"; ValueType: string; ValueName: ""; ValueData: "Murlan.Match"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.murlan\OpenWithProgids"; ValueType: string; ValueName: "Murlan.Match"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Murlan.Match"; ValueType: string; ValueName: ""; ValueData: "Murlan saved match"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Murlan.Match\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#MyAppExeName},0"
Root: HKA; Subkey: "Software\Classes\Murlan.Match\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#MyAppExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#MyAppExeName}\SupportedTypes"; ValueType: string; ValueName: ".murlan"; ValueData: ""; Flags: uninsdeletekey

[Icons]
Name: "{group}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"
Name: "{group}\{cm:UninstallProgram,{#MyAppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#MyAppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(MyAppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; PyInstaller's bytecode caches, if any were written next to the program.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
