# Build the Windows installer: dist\Murlan-Setup-X.Y.Z.exe, from a clean checkout.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build_windows.ps1
#
# Steps: a fresh build venv (build\venv) with the project and PyInstaller (the "package"
# extra of pyproject.toml), freeze with packaging\murlan.spec to dist\murlan\, run the frozen
# murlan.exe --smoke-test offscreen (one whole hand, four computer players, must exit 0),
# then Inno Setup (ISCC.exe, e.g. from "choco install innosetup") with packaging\murlan.iss.
# Needs: Python 3.11+ as "python" on the PATH (or $env:PYTHON), Inno Setup 6.
$ErrorActionPreference = 'Stop'
Set-StrictMode -Version Latest

$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$Python = if ($env:PYTHON) { $env:PYTHON } else { 'python' }

function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

# No double quotes inside: Windows PowerShell 5.1 would drop them on the way to python.exe.
$Version = & $Python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0 -or -not $Version) { throw 'could not read the version from pyproject.toml' }
$Version = $Version.Trim()
Write-Host "== Murlan $Version"

Write-Host '== build venv build\venv'
if (-not (Test-Path 'build\venv\Scripts\python.exe')) { Invoke-Checked $Python @('-m', 'venv', 'build\venv') }
$VenvPython = Join-Path $Root 'build\venv\Scripts\python.exe'
Invoke-Checked $VenvPython @('-m', 'pip', 'install', '-q', '--upgrade', 'pip')
Invoke-Checked $VenvPython @('-m', 'pip', 'install', '-q', '.[package]')  # not editable: real metadata

Write-Host '== freeze with PyInstaller'
if (Test-Path 'dist\murlan') { Remove-Item -Recurse -Force 'dist\murlan' }
Invoke-Checked (Join-Path $Root 'build\venv\Scripts\pyinstaller.exe') @(
    '--noconfirm', '--clean', '--log-level', 'WARN',
    '--distpath', 'dist', '--workpath', 'build\pyinstaller', 'packaging\murlan.spec')
$Exe = Join-Path $Root 'dist\murlan\murlan.exe'
if (-not (Test-Path $Exe)) { throw "PyInstaller did not write $Exe" }

Write-Host '== smoke test: murlan.exe --smoke-test (offscreen)'
# murlan.exe is a windowed (GUI subsystem) program: PowerShell would not wait for it with "&",
# so start it as a process and wait for its exit code.
$env:QT_QPA_PLATFORM = 'offscreen'
$Process = Start-Process -FilePath $Exe -ArgumentList '--smoke-test' -PassThru -NoNewWindow
$null = $Process.Handle  # keeps the handle, so ExitCode is available after the exit
if (-not $Process.WaitForExit(600000)) { $Process.Kill(); throw 'smoke test did not finish in 10 minutes' }
Remove-Item Env:QT_QPA_PLATFORM
if ($Process.ExitCode -ne 0) { throw "smoke test failed with exit code $($Process.ExitCode)" }

Write-Host '== Inno Setup'
$Iscc = (Get-Command 'ISCC.exe' -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe") |
        Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $Iscc) { throw 'ISCC.exe not found: install Inno Setup 6 (choco install innosetup)' }
Invoke-Checked $Iscc @("/DMyAppVersion=$Version", 'packaging\murlan.iss')

$Setup = Join-Path $Root "dist\Murlan-Setup-$Version.exe"
if (-not (Test-Path $Setup)) { throw "Inno Setup did not write $Setup" }
Write-Host "== wrote $Setup ($([math]::Round((Get-Item $Setup).Length / 1MB, 1)) MB)"
