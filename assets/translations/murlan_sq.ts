<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>unknown</source>
        <comment>the version of a checkout never installed</comment>
        <translation>e panjohur</translation>
    </message>
    <message>
        <source>About Murlan</source>
        <translation>Rreth lojës Murlan</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Murlan&lt;/h2&gt;&lt;p&gt;Version %1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Murlan&lt;/h2&gt;&lt;p&gt;Versioni %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Murlan&lt;/i&gt; (“storm”) is the Albanian climbing card game for four players. Play offline against three computer opponents.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Murlan&lt;/i&gt; është loja shqiptare me letra për katër lojtarë, ku secili përpiqet të mposhtë letrat e hedhura para tij. Luaj pa internet kundër tre kundërshtarëve kompjuterikë.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Murlan is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (&lt;a href=&apos;https://www.gnu.org/licenses/gpl-3.0.html&apos;&gt;GPL v3&lt;/a&gt;). It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Murlan është program i lirë: mund ta rishpërndash dhe/ose ta ndryshosh sipas kushteve të GNU General Public License, versioni 3 ose (sipas zgjedhjes sate) çdo version i mëvonshëm (&lt;a href=&apos;https://www.gnu.org/licenses/gpl-3.0.html&apos;&gt;GPL v3&lt;/a&gt;). Vjen PA ASNJË GARANCI.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This program bundles:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ky program përfshin:&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;Qt %1&lt;/b&gt; and &lt;b&gt;PySide6 %2&lt;/b&gt; (Qt for Python), The Qt Company Ltd and other contributors, used under the GNU Lesser General Public License version 3 (&lt;a href=&apos;https://www.gnu.org/licenses/lgpl-3.0.html&apos;&gt;LGPL v3&lt;/a&gt;). The Qt libraries are dynamically linked and shipped as separate files next to the program: you may replace them with your own modified build. Their source code is available from &lt;a href=&apos;https://www.qt.io/download-open-source&apos;&gt;qt.io&lt;/a&gt; and &lt;a href=&apos;https://download.qt.io/official_releases/&apos;&gt;download.qt.io&lt;/a&gt;.&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;Qt %1&lt;/b&gt; dhe &lt;b&gt;PySide6 %2&lt;/b&gt; (Qt për Python), The Qt Company Ltd dhe kontribues të tjerë, të përdorura sipas GNU Lesser General Public License versioni 3 (&lt;a href=&apos;https://www.gnu.org/licenses/lgpl-3.0.html&apos;&gt;LGPL v3&lt;/a&gt;). Libraritë Qt lidhen dinamikisht dhe shpërndahen si skedarë më vete pranë programit: mund t&apos;i zëvendësosh me një version tëndin të ndryshuar. Kodi i tyre burimor gjendet në &lt;a href=&apos;https://www.qt.io/download-open-source&apos;&gt;qt.io&lt;/a&gt; dhe &lt;a href=&apos;https://download.qt.io/official_releases/&apos;&gt;download.qt.io&lt;/a&gt;.&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;Shiboken6&lt;/b&gt; (the PySide6 binding generator&apos;s runtime), under the LGPL v3, with the same source availability as PySide6.&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;Shiboken6&lt;/b&gt; (pjesa që ekzekuton lidhjet e gjeneruara të PySide6), sipas LGPL v3, me kodin burimor të disponueshëm njësoj si PySide6.&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;platformdirs&lt;/b&gt;, under the MIT License (&lt;a href=&apos;https://github.com/tox-dev/platformdirs&apos;&gt;source&lt;/a&gt;).&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;platformdirs&lt;/b&gt;, sipas MIT License (&lt;a href=&apos;https://github.com/tox-dev/platformdirs&apos;&gt;kodi burimor&lt;/a&gt;).&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;Python %1&lt;/b&gt;, under the Python Software Foundation License (&lt;a href=&apos;https://docs.python.org/3/license.html&apos;&gt;PSF License&lt;/a&gt;).&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;Python %1&lt;/b&gt;, sipas Python Software Foundation License (&lt;a href=&apos;https://docs.python.org/3/license.html&apos;&gt;PSF License&lt;/a&gt;).&lt;/li&gt;</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Select the cards you want to play first.</source>
        <translation>Zgjidh fillimisht letrat që do të luash.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Dora mbaroi.</translation>
    </message>
    <message>
        <source>Wait: the swap is not finished.</source>
        <translation>Prit: shkëmbimi nuk ka mbaruar.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Prit radhën tënde.</translation>
    </message>
</context>
<context>
    <name>HandChooserDialog</name>
    <message>
        <source>Continue a saved match</source>
        <translation>Vazhdo një ndeshje të ruajtur</translation>
    </message>
    <message>
        <source>&amp;Where do you want to continue this match?</source>
        <translation>&amp;Ku dëshiron ta vazhdosh këtë ndeshje?</translation>
    </message>
    <message>
        <source>Where it was saved (hand {n})</source>
        <translation>Aty ku u ruajt (dora {n})</translation>
    </message>
    <message>
        <source>Start of hand {n} (scores: {scores})</source>
        <translation>Fillimi i dorës {n} (pikët: {scores})</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Vazhdo</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Hand {n}</source>
        <translation>Dora {n}</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} fiton ndeshjen!</translation>
    </message>
    <message>
        <source>The match ends in a tie: {names}</source>
        <translation>Ndeshja mbaron barazim: {names}</translation>
    </message>
    <message>
        <source>{name} finished first</source>
        <translation>{name} doli në vend të parë</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Vendi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Lojtari</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pikët</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gjithsej</translation>
    </message>
    <message>
        <source>Final scores. The target was {target}.</source>
        <translation>Pikët përfundimtare. Objektivi ishte {target}.</translation>
    </message>
    <message>
        <source>Two or more players reached the target: it rises to {target}.</source>
        <translation>Dy ose më shumë lojtarë arritën objektivin: ai ngrihet në {target}.</translation>
    </message>
    <message>
        <source>The first to reach {target} points wins the match.</source>
        <translation>Kush arrin i pari {target} pikë fiton ndeshjen.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Ndeshje e re...</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Dora tjetër</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;h3&gt;Murlan in short&lt;/h3&gt;
&lt;p&gt;Four players, 54 cards (two jokers). Rank order, low to high:
3 4 5 6 7 8 9 10 J Q K A 2, black joker, red joker. Suits never count.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Plays:&lt;/b&gt; a single, a pair, a triple, a &lt;b&gt;bomb&lt;/b&gt; (all four of a rank) or a
&lt;b&gt;scale&lt;/b&gt; (5 or more consecutive ranks; A can be low or high, 2 only low).
Beat the play on the table with a higher play of the same kind (a scale of the
same length) or with a bomb; or pass. A pass does not take you out of the trick.&lt;/p&gt;
&lt;p&gt;When everyone else has passed, the last player to play leads the next trick.
The first play of a match must include the 3&amp;#9824;.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Points:&lt;/b&gt; first out 3, second 2, third 1, last 0. The first to reach 21
wins; if two reach it together the target rises by 10 (up to 51).&lt;/p&gt;
&lt;p&gt;&lt;b&gt;The swap:&lt;/b&gt; from the second hand on, the last player gives his highest card
to the first, who gives back a card of rank 3 to 10; then the last player leads.
A last player holding both jokers shows them instead, and the first player leads.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Playing:&lt;/b&gt; click cards to select them, then drag them onto the table, press
Play, or Enter. Double-click plays one card. Arrows move the focus, Space selects,
P passes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Murlan shkurt&lt;/h3&gt;
&lt;p&gt;Katër lojtarë, 54 letra (dy xhokerë). Renditja e vlerave, nga më e ulëta te më e larta:
3 4 5 6 7 8 9 10 J Q K A 2, xhokeri i zi, xhokeri i kuq. Simbolet e letrave nuk kanë rëndësi.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Hedhjet:&lt;/b&gt; një letër e vetme, një çift, një treshe, një &lt;b&gt;bombë&lt;/b&gt; (të katër letrat e një vlere) ose një
&lt;b&gt;shkallë&lt;/b&gt; (5 ose më shumë vlera të njëpasnjëshme; A mund të jetë poshtë ose lart, 2 vetëm poshtë).
Mposht hedhjen në tavolinë me një hedhje më të lartë të të njëjtit lloj (një shkallë me të njëjtën
gjatësi) ose me një bombë; ose bëj pas. Kush bën pas nuk del nga raundi.&lt;/p&gt;
&lt;p&gt;Kur të gjithë të tjerët kanë bërë pas, lojtari që hodhi i fundit hap raundin tjetër.
Hedhja e parë e ndeshjes duhet të përmbajë 3&amp;#9824;.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Pikët:&lt;/b&gt; i pari që del merr 3, i dyti 2, i treti 1, i fundit 0. Fiton kush arrin i pari 21;
nëse dy lojtarë e arrijnë njëkohësisht, objektivi ngrihet me 10 (deri në 51).&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Shkëmbimi:&lt;/b&gt; nga dora e dytë e tutje, lojtari i fundit i jep të parit letrën e tij më të lartë,
dhe i pari i kthen një letër me vlerë nga 3 deri në 10; pastaj hap lojtari i fundit.
Nëse lojtari i fundit ka të dy xhokerët, i tregon ata në vend të shkëmbimit dhe hap lojtari i parë.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Si luhet:&lt;/b&gt; kliko letrat për t&apos;i zgjedhur, pastaj tërhiqi në tavolinë, ose shtyp
Luaj ose Enter. Klikimi i dyfishtë luan një letër. Shigjetat lëvizin fokusin, Hapësira zgjedh,
P bën pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Murlan</source>
        <translation>Murlan</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesazhi</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Pas (P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Luaj</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Luaj letrat e zgjedhura (Enter)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Dora tjetër</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Skedari</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Hap...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Hap të &amp;fundit</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Ruaje &amp;si...</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Loja</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Ndeshje e re...</translation>
    </message>
    <message>
        <source>&amp;Play selected cards</source>
        <translation>&amp;Luaj letrat e zgjedhura</translation>
    </message>
    <message>
        <source>P&amp;ass</source>
        <translation>P&amp;as</translation>
    </message>
    <message>
        <source>&amp;Deal the next hand</source>
        <translation>Shpërnda &amp;dorën tjetër</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>S&amp;tatistika...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Pamja</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Pako me &amp;katër ngjyra</translation>
    </message>
    <message>
        <source>Sort hand by &amp;rank</source>
        <translation>Rendit dorën sipas &amp;vlerës</translation>
    </message>
    <message>
        <source>&amp;Keep my order</source>
        <translation>&amp;Mbaj renditjen time</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Shpejtësia e animacionit</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Menjëherë</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Shpejt</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>N&amp;gadalë</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ndihmë</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Përmbledhje e rregullave</translation>
    </message>
    <message>
        <source>&amp;About Murlan</source>
        <translation>&amp;Rreth lojës Murlan</translation>
    </message>
    <message>
        <source>{name} made a mistake and played safe ({why}).</source>
        <translation>{name} bëri një gabim dhe luajti pa rrezik ({why}).</translation>
    </message>
    <message>
        <source>New match...</source>
        <translation>Ndeshje e re...</translation>
    </message>
    <message>
        <source>About Murlan</source>
        <translation>Rreth lojës Murlan</translation>
    </message>
    <message>
        <source>Murlan, the Albanian climbing card game.</source>
        <translation>Murlan, loja shqiptare me letra.</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Përmbledhje e rregullave</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>You hold the 3♠: the first play of the match must include it.</source>
        <translation>Ti e ke 3♠: hedhja e parë e ndeshjes duhet ta përmbajë.</translation>
    </message>
    <message>
        <source>{name} holds the 3♠ and leads: the first play of the match must include it.</source>
        <translation>{name} e ka 3♠ dhe hap: hedhja e parë e ndeshjes duhet ta përmbajë.</translation>
    </message>
    <message>
        <source>Hand {n}.</source>
        <translation>Dora {n}.</translation>
    </message>
    <message>
        <source>Your lead: the first play of the match must include the 3♠.</source>
        <translation>Ti hap: hedhja e parë e ndeshjes duhet të përmbajë 3♠.</translation>
    </message>
    <message>
        <source>Your lead: play any combination.</source>
        <translation>Ti hap: luaj çfarëdo kombinimi.</translation>
    </message>
    <message>
        <source>Your turn: beat the play on the table, or pass.</source>
        <translation>Radha jote: mposht hedhjen në tavolinë ose bëj pas.</translation>
    </message>
    <message>
        <source>You give {card} to {name}.</source>
        <translation>{name} merr prej teje {card}.</translation>
    </message>
    <message>
        <source>{name} gives you {card}.</source>
        <translation>{name} të jep {card}.</translation>
    </message>
    <message>
        <source>{giver} gives a card to {receiver}.</source>
        <translation>{receiver} merr një letër nga {giver}.</translation>
    </message>
    <message>
        <source>You hold both jokers and show them: no swap this hand, {first} leads.</source>
        <translation>Ti i ke të dy xhokerët dhe i tregon: kjo dorë nuk ka shkëmbim, hap {first}.</translation>
    </message>
    <message>
        <source>{name} holds both jokers and shows them: no swap this hand, {first} leads.</source>
        <translation>{name} i ka të dy xhokerët dhe i tregon: kjo dorë nuk ka shkëmbim, hap {first}.</translation>
    </message>
    <message>
        <source>{name} wins the match.</source>
        <translation>{name} fiton ndeshjen.</translation>
    </message>
    <message>
        <source>The match ends in a tie.</source>
        <translation>Ndeshja mbaron barazim.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>Match not saved</source>
        <translation>Ndeshja nuk u ruajt</translation>
    </message>
    <message>
        <source>Saved as {path}.</source>
        <translation>U ruajt si {path}.</translation>
    </message>
    <message>
        <source>No recent matches</source>
        <translation>Asnjë ndeshje e fundit</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Pastro listën</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Ndeshje e re</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Emri yt:</translation>
    </message>
    <message>
        <source>&amp;{n}. {name}:</source>
        <translation>&amp;{n}. {name}:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>i rastësishëm</translation>
    </message>
    <message>
        <source>The same seed deals the same cards</source>
        <translation>I njëjti kod shpërndan të njëjtat letra</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Kodi (me dëshirë):</translation>
    </message>
    <message>
        <source>A &amp;pass sits the player out until the trick ends</source>
        <translation>Kush bën &amp;pas rri jashtë deri në fund të raundit</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varianti:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Shpërnda</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Murlan matches (*{ext});;All files (*)</source>
        <translation>Ndeshje Murlan (*{ext});;Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <source>Hand {n} is about to be dealt.</source>
        <translation>Dora {n} do të shpërndahet tani.</translation>
    </message>
    <message>
        <source>Hand {n}, your turn to play.</source>
        <translation>Dora {n}, radha jote për të luajtur.</translation>
    </message>
    <message>
        <source>Hand {n}, {name} to play.</source>
        <translation>Dora {n}, luan {name}.</translation>
    </message>
    <message>
        <source>Hand {n}, before the play: {name} chooses a card to give.</source>
        <translation>Dora {n}, para lojës: {name} zgjedh një letër për të dhënë.</translation>
    </message>
    <message>
        <source>Scores: {scores} (target {target}).</source>
        <translation>Pikët: {scores} (objektivi {target}).</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Ndeshje e papërfunduar</translation>
    </message>
    <message>
        <source>You have an unfinished match. Continue it?</source>
        <translation>Ke një ndeshje të papërfunduar. Ta vazhdosh?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Vazhdo</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Ndeshje e re</translation>
    </message>
    <message>
        <source>Saved match not loaded</source>
        <translation>Ndeshja e ruajtur nuk u ngarkua</translation>
    </message>
    <message>
        <source>The saved match could not be loaded.</source>
        <translation>Ndeshja e ruajtur nuk mund të ngarkohej.</translation>
    </message>
    <message>
        <source>It is in the folder:
{folder}</source>
        <translation>Ndodhet në dosjen:
{folder}</translation>
    </message>
    <message>
        <source>The file was kept as:
{path}</source>
        <translation>Skedari u ruajt si:
{path}</translation>
    </message>
    <message>
        <source>Match not saved</source>
        <translation>Ndeshja nuk u ruajt</translation>
    </message>
    <message>
        <source>The match could not be saved.</source>
        <translation>Ndeshja nuk mund të ruhej.</translation>
    </message>
    <message>
        <source>Open a saved match</source>
        <translation>Hap një ndeshje të ruajtur</translation>
    </message>
    <message>
        <source>Save the match as</source>
        <translation>Ruaje ndeshjen si</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Ndeshja nuk mund të hapet</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>No hands played yet.</source>
        <translation>Ende nuk është luajtur asnjë dorë.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {scores}.</source>
        <translation>
            <numerusform>Pas %n dore: {scores}.</numerusform>
            <numerusform>Pas %n duarsh: {scores}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>Ende nuk është luajtur asnjë dorë</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Duar të luajtura</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pikët</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Ruaj</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anulo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëj</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ribëj</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Prit</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopjo</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Ngjit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Fshi</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Përzgjidh të gjitha</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Ruaj</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Hap</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Po</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Jo</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Po për të &amp;gjitha</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>J&amp;o për të gjitha</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Hidh poshtë</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ndihmë</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zbato</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Rivendos</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>A bomb can only be beaten by a higher bomb ({new} does not beat {top}).</source>
        <translation>Një bombë e mposht vetëm një bombë më e lartë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A scale can only be beaten by the scale of the same length one step higher, or by a bomb ({new} does not beat {top}).</source>
        <translation>Një shkallë e mposht vetëm shkalla me të njëjtën gjatësi një hap më lart, ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A scale can only be beaten by a scale of the same length with a higher top card, or by a bomb ({new} does not beat {top}).</source>
        <translation>Një shkallë e mposht vetëm një shkallë me të njëjtën gjatësi dhe me letrën e sipërme më të lartë, ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A scale can only be beaten by a scale of the same length or by a bomb ({new} does not beat {top}).</source>
        <translation>Një shkallë e mposht vetëm një shkallë me të njëjtën gjatësi ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A single card can only be beaten by a higher single card or by a bomb ({new} does not beat {top}).</source>
        <translation>Një letër të vetme e mposht vetëm një letër e vetme më e lartë ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A pair can only be beaten by a higher pair or by a bomb ({new} does not beat {top}).</source>
        <translation>Një çift e mposht vetëm një çift më i lartë ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>A triple can only be beaten by a higher triple or by a bomb ({new} does not beat {top}).</source>
        <translation>Një treshe e mposht vetëm një treshe më e lartë ose një bombë ({new} nuk e mposht {top}).</translation>
    </message>
    <message>
        <source>{cards} is not a combination: a joker can only be played as a single card.</source>
        <translation>{cards} nuk është kombinim: xhokeri luhet vetëm si letër e vetme.</translation>
    </message>
    <message>
        <source>{cards} is not a combination.</source>
        <translation>{cards} nuk është kombinim.</translation>
    </message>
    <message>
        <source>{cards} is not a combination: a scale needs at least 5 cards.</source>
        <translation>{cards} nuk është kombinim: shkallës i duhen të paktën 5 letra.</translation>
    </message>
    <message>
        <source>{cards} is not a combination: the cards of a pair or a triple must have the same rank.</source>
        <translation>{cards} nuk është kombinim: letrat e një çifti ose të një treshe duhet të kenë të njëjtën vlerë.</translation>
    </message>
    <message>
        <source>{cards} is not a combination: a scale uses each rank only once.</source>
        <translation>{cards} nuk është kombinim: në një shkallë çdo vlerë përdoret vetëm një herë.</translation>
    </message>
    <message>
        <source>{cards} is not a combination: a scale needs consecutive ranks (A can be low or high, 2 only low, no wrap-around).</source>
        <translation>{cards} nuk është kombinim: shkallës i duhen vlera të njëpasnjëshme (A mund të jetë poshtë ose lart, 2 vetëm poshtë; shkalla nuk vazhdon nga A te 2).</translation>
    </message>
    <message>
        <source>You do not hold {cards}.</source>
        <translation>Nuk i ke {cards}.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Nuk e ke {card}.</translation>
    </message>
    <message>
        <source>You must give your highest card ({options}), not {card}.</source>
        <translation>Duhet të japësh letrën tënde më të lartë ({options}), jo {card}.</translation>
    </message>
    <message>
        <source>Your hand cannot make {play}.</source>
        <translation>Me letrat e tua nuk mund të bësh {play}.</translation>
    </message>
    <message>
        <source>Select the cards you want to play first.</source>
        <translation>Zgjidh fillimisht letrat që do të luash.</translation>
    </message>
    <message>
        <source>Two jokers together are not a combination.</source>
        <translation>Dy xhokerët bashkë nuk janë kombinim.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Dora mbaroi.</translation>
    </message>
    <message>
        <source>Wait: the swap is not finished.</source>
        <translation>Prit: shkëmbimi nuk ka mbaruar.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Prit radhën tënde.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>Kjo nuk është letër.</translation>
    </message>
    <message>
        <source>The same card is chosen twice.</source>
        <translation>E njëjta letër është zgjedhur dy herë.</translation>
    </message>
    <message>
        <source>The first play of the match must include the 3♠.</source>
        <translation>Hedhja e parë e ndeshjes duhet të përmbajë 3♠.</translation>
    </message>
    <message>
        <source>You lead this trick: you must play, not pass.</source>
        <translation>Ti e hap këtë raund: duhet të luash, jo të bësh pas.</translation>
    </message>
    <message>
        <source>It is not the time to give a card.</source>
        <translation>Nuk është koha për të dhënë letër.</translation>
    </message>
    <message>
        <source>You cannot hand back the card you were given.</source>
        <translation>Nuk mund ta kthesh letrën që të dhanë.</translation>
    </message>
    <message>
        <source>You must give a card of rank 3 to 10 (or your lowest card if you have none).</source>
        <translation>Duhet të japësh një letër me vlerë nga 3 deri në 10 (ose letrën më të ulët, nëse nuk ke asnjë të tillë).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Murlan is already running with the data folder {folder}. Only one game at a time can use it, so that no save is lost.</source>
        <translation>Murlan është tashmë i hapur me dosjen e të dhënave {folder}. Vetëm një lojë në një kohë mund ta përdorë atë, që të mos humbasë asnjë ruajtje.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>All matches</source>
        <translation>Të gjitha ndeshjet</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Ndeshje të luajtura:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Ndeshje të fituara:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Përqindja e fitoreve:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Duar të luajtura:</translation>
    </message>
    <message>
        <source>Average place in a hand:</source>
        <translation>Vendi mesatar në një dorë:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Seria e tanishme e fitoreve:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Seria më e mirë e fitoreve:</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>Sipas nivelit të kundërshtarëve</translation>
    </message>
    <message>
        <source>Last match: points after each hand</source>
        <translation>Ndeshja e fundit: pikët pas çdo dore</translation>
    </message>
    <message>
        <source>Points after each hand of the last match</source>
        <translation>Pikët pas çdo dore të ndeshjes së fundit</translation>
    </message>
    <message>
        <source>&amp;Reset statistics...</source>
        <translation>&amp;Rivendos statistikat...</translation>
    </message>
    <message>
        <source>Last match (in progress): points after each hand</source>
        <translation>Ndeshja e fundit (në vazhdim): pikët pas çdo dore</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n ndeshje</numerusform>
            <numerusform>%n ndeshje</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Ende asnjë ndeshje e përfunduar.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Kundërshtarët</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Luajtur</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Fituar</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Përqindja</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Nivele të përziera</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Rivendos statistikat</translation>
    </message>
    <message>
        <source>Delete all statistics: every match and hand recorded so far?
This cannot be undone. Saved matches are not affected.</source>
        <translation>Të fshihen të gjitha statistikat: çdo ndeshje dhe dorë e regjistruar deri tani?
Kjo nuk mund të zhbëhet. Ndeshjet e ruajtura nuk preken.</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <source>The swap</source>
        <translation>Shkëmbimi</translation>
    </message>
    <message>
        <source>You finished first last hand. Give {name} one card of rank 3 to 10.</source>
        <translation>Dorën e kaluar mbarove në vend të parë. Zgjidh për {name} një letër me vlerë nga 3 deri në 10.</translation>
    </message>
    <message>
        <source>You finished first last hand and hold no 3 to 10: give {name} one of your lowest cards.</source>
        <translation>Dorën e kaluar mbarove në vend të parë dhe nuk ke letra nga 3 deri në 10: zgjidh për {name} një nga letrat e tua më të ulëta.</translation>
    </message>
    <message>
        <source>{name} gave you {card}.</source>
        <translation>{name} të dha {card}.</translation>
    </message>
    <message>
        <source>You finished last: give {name} your highest card. Which one?</source>
        <translation>Mbarove në vend të fundit: zgjidh për {name} letrën tënde më të lartë. Cilën?</translation>
    </message>
    <message>
        <source>Only the cards you may give can be clicked.</source>
        <translation>Mund të klikosh vetëm letrat që lejohet të japësh.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fant</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>damë</translation>
    </message>
    <message>
        <source>king</source>
        <translation>mbret</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>black joker</source>
        <translation>xhoker i zi</translation>
    </message>
    <message>
        <source>red joker</source>
        <translation>xhoker i kuq</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>fantë</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>mbretër</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>asë</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace in a scale, as on the card</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>a {n}-card scale, {low} to {high}</source>
        <translation>një shkallë me {n} letra, nga {low} te {high}</translation>
    </message>
    <message>
        <source>the {rank}</source>
        <translation>{rank}</translation>
    </message>
    <message>
        <source>a single {rank}</source>
        <translation>një {rank}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>një çift me {ranks}</translation>
    </message>
    <message>
        <source>a triple of {ranks}</source>
        <translation>një treshe me {ranks}</translation>
    </message>
    <message>
        <source>a bomb of {ranks}!</source>
        <translation>një bombë me {ranks}!</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>i pari</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>i dyti</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>i treti</translation>
    </message>
    <message>
        <source>last</source>
        <translation>i fundit</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a computer player&apos;s level</comment>
        <translation>Rastësor</translation>
    </message>
    <message>
        <source>Greedy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>Lakmitar</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>a computer player&apos;s level</comment>
        <translation>I lehtë</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>a computer player&apos;s level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>a computer player&apos;s level</comment>
        <translation>I vështirë</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>a computer player&apos;s level</comment>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n letër</numerusform>
            <numerusform>%n letra</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <comment>a player with no cards left</comment>
        <translation>doli</translation>
    </message>
    <message>
        <source>your turn!</source>
        <translation>radha jote!</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompjuter</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>ndarës</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>po mendon</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{name}: {play}</source>
        <translation>{name}: {play}</translation>
    </message>
    <message>
        <source>You lead: the first play must include the 3♠</source>
        <translation>Ti hap: hedhja e parë duhet të përmbajë 3♠</translation>
    </message>
    <message>
        <source>You lead</source>
        <translation>Ti hap raundin</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} hap raundin</translation>
    </message>
    <message>
        <source>{name} leads: the first play must include the 3♠</source>
        <translation>{name} hap: hedhja e parë duhet të përmbajë 3♠</translation>
    </message>
    <message>
        <source>Target {target}</source>
        <translation>Objektivi {target}</translation>
    </message>
    <message>
        <source>Pass locks the trick</source>
        <translation>Kush bën pas, del nga raundi</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Dora {n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Kodi {seed}</translation>
    </message>
    <message>
        <source>You go out {place}!</source>
        <translation>Dole — vendi {place}!</translation>
    </message>
    <message>
        <source>{name} goes out {place}</source>
        <translation>{name} del — vendi {place}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolina e lojës</translation>
    </message>
</context>
</TS>
