<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>Abandon</name>
    <message>
        <source>Abandon the match?</source>
        <translation>Ta braktisësh ndeshjen?</translation>
    </message>
    <message>
        <source>A match is in progress. Abandon it and deal a new one?</source>
        <translation>Një ndeshje është në lojë. Ta braktisësh dhe të ndash një të re?</translation>
    </message>
    <message>
        <source>An abandoned match counts as a lost match in your statistics.</source>
        <translation>Një ndeshje e braktisur numërohet si ndeshje e humbur në statistikat e tua.</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Braktise</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Vazhdo lojën</translation>
    </message>
</context>
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
    <name>Access</name>
    <message>
        <source>You win the trick.</source>
        <translation>Ti e fiton dorën e lojës.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} e fiton dorën e lojës.</translation>
    </message>
    <message>
        <source>The hand is over: {order}. Scores: {scores}.</source>
        <translation>Loja mbaroi: {order}. Pikët: {scores}.</translation>
    </message>
    <message>
        <source>No match on the table.</source>
        <translation>Nuk ka ndeshje në tavolinë.</translation>
    </message>
    <message>
        <source>&amp;Describe the table</source>
        <translation>&amp;Përshkruaj tavolinën</translation>
    </message>
    <message>
        <source>Tell a screen reader each play, the turn and the tricks won</source>
        <translation>Lexuesi i ekranit thotë çdo lëvizje, radhën dhe duart e fituara</translation>
    </message>
    <message>
        <source>&amp;Read the table aloud</source>
        <translation>&amp;Lexo tavolinën me zë</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Letrat e tua</translation>
    </message>
    <message>
        <source>received in the swap</source>
        <translation>marrë në shkëmbim</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Në tavolinë</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>asgjë</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Lojtarët</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>Në pritje.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pikët</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolina e lojës</translation>
    </message>
    <message>
        <source>Arrows move among your cards, Space selects, Enter plays, P passes.</source>
        <translation>Shigjetat lëvizin nëpër letrat e tua, Hapësira zgjedh, Enter luan, P bën pas.</translation>
    </message>
    <message>
        <source>{name}: pass</source>
        <translation>{name}: pas</translation>
    </message>
    <message>
        <source>You play {play}.</source>
        <translation>Ti luan {play}.</translation>
    </message>
    <message>
        <source>{name} plays {play}.</source>
        <translation>{name} luan {play}.</translation>
    </message>
    <message>
        <source>1 card left</source>
        <translation>i mbetet 1 letër</translation>
    </message>
    <message>
        <source>{n} cards left</source>
        <translation>i mbeten {n} letra</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>computer player</source>
        <translation>lojtar kompjuteri</translation>
    </message>
    <message>
        <source>out, {place} place</source>
        <translation>doli, vendi i {place}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bëri pas</translation>
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
        <source>on turn</source>
        <translation>në radhë</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Loja mbaroi.</translation>
    </message>
    <message>
        <source>The swap: a card is given and one given back.</source>
        <translation>Shkëmbimi: jepet një letër dhe kthehet një tjetër.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Radha jote.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Radha e {name}.</translation>
    </message>
    <message>
        <source>{name}: 1 point</source>
        <translation>{name}: 1 pikë</translation>
    </message>
    <message>
        <source>{name}: {n} points</source>
        <translation>{name}: {n} pikë</translation>
    </message>
    <message>
        <source>Target: {n} points</source>
        <translation>Objektivi: {n} pikë</translation>
    </message>
    <message>
        <source>{n} {ranks}</source>
        <translation>{n} {ranks}</translation>
    </message>
    <message>
        <source>Your hand, {n} cards: {cards}.</source>
        <translation>Letrat e tua, {n}: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Nuk të ka mbetur asnjë letër.</translation>
    </message>
    <message>
        <source>On the table: {plays}.</source>
        <translation>Në tavolinë: {plays}.</translation>
    </message>
    <message>
        <source>The table is empty.</source>
        <translation>Tavolina është bosh.</translation>
    </message>
    <message>
        <source>Scores: {scores}; {target}.</source>
        <translation>Pikët: {scores}; {target}.</translation>
    </message>
</context>
<context>
    <name>Aids</name>
    <message>
        <source>Play log</source>
        <translation>Regjistri i lojës</translation>
    </message>
    <message>
        <source>Card tracker</source>
        <translation>Ndjekësi i letrave</translation>
    </message>
    <message>
        <source>Finish the hand</source>
        <translation>Mbaro dorën</translation>
    </message>
    <message>
        <source>Let the computer players finish this hand at once</source>
        <translation>Lëri lojtarët e kompjuterit ta mbarojnë këtë dorë menjëherë</translation>
    </message>
    <message>
        <source>Play &amp;log</source>
        <translation>&amp;Regjistri i lojës</translation>
    </message>
    <message>
        <source>Card &amp;tracker</source>
        <translation>&amp;Ndjekësi i letrave</translation>
    </message>
    <message>
        <source>&amp;Dim cards that cannot be played</source>
        <translation>&amp;Zbeh letrat që nuk mund të luhen</translation>
    </message>
    <message>
        <source>Pass &amp;automatically when nothing beats the table</source>
        <translation>Bëj pas &amp;automatikisht kur asgjë nuk mposht tavolinën</translation>
    </message>
    <message>
        <source>Speed &amp;up when I am out</source>
        <translation>&amp;Përshpejto kur kam dalë</translation>
    </message>
    <message>
        <source>{text} Passing for you...</source>
        <translation>{text} Po bëj pas për ty...</translation>
    </message>
</context>
<context>
    <name>Chat</name>
    <message>
        <source>Hello!</source>
        <translation>Përshëndetje!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Luajte bukur!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Faleminderit!</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Ups!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Lojë e mirë!</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Chat</source>
        <translation>Bisedë</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Thuaj diçka në tavolinë</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Rreshti i bisedës</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Dërgo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>{name} joined the table.</source>
        <translation>{name} u ul në tavolinë.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>{name} u largua nga tavolina.</translation>
    </message>
    <message>
        <source>{name} came back.</source>
        <translation>{name} u kthye.</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} fiton ndeshjen!</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Ti fiton ndeshjen!</translation>
    </message>
    <message>
        <source>Hand {n}: you finished first</source>
        <translation>Dora {n}: ti mbarove në vendin e parë</translation>
    </message>
    <message>
        <source>{name} and {partner} win the match!</source>
        <translation>{name} dhe {partner} fitojnë ndeshjen!</translation>
    </message>
    <message>
        <source>You and {partner} win the match!</source>
        <translation>Ti dhe {partner} fitoni ndeshjen!</translation>
    </message>
    <message>
        <source>The match ends in a tie: {names}</source>
        <translation>Ndeshja mbaron barazim: {names}</translation>
    </message>
    <message>
        <source>Hand {n}: {name} finished first</source>
        <translation>Dora {n}: {name} mbaroi në vendin e parë</translation>
    </message>
    <message>
        <source>The match ends in a tie between the two teams</source>
        <translation>Ndeshja mbaron barazim mes dy skuadrave</translation>
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
        <source>Teams: {teams}</source>
        <translation>Skuadrat: {teams}</translation>
    </message>
    <message>
        <source>Final scores. The target was {target}.</source>
        <translation>Pikët përfundimtare. Objektivi ishte {target}.</translation>
    </message>
    <message>
        <source>Both teams reached the target: it rises to {target}.</source>
        <translation>Të dyja skuadrat arritën objektivin: ai ngrihet në {target}.</translation>
    </message>
    <message>
        <source>The first team to reach {target} points wins the match.</source>
        <translation>Skuadra që arrin e para {target} pikë fiton ndeshjen.</translation>
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
        <source>&amp;Review this hand</source>
        <translation>&amp;Rishiko këtë dorë</translation>
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
    <name>Hint</name>
    <message>
        <source>Hint</source>
        <translation>Këshillë</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Këshillë</translation>
    </message>
    <message>
        <source>Select the best play by the hand review&apos;s analysis (H)</source>
        <translation>Zgjidh lojën më të mirë sipas analizës së rishikimit të dorës (H)</translation>
    </message>
    <message>
        <source>Hint (the review&apos;s analysis): pass. {reason}</source>
        <translation>Këshillë (analiza e rishikimit): pas. {reason}</translation>
    </message>
    <message>
        <source>Hint (the review&apos;s analysis): play {play}. {reason}</source>
        <translation>Këshillë (analiza e rishikimit): luaj {play}. {reason}</translation>
    </message>
    <message>
        <source>Looking for a hint...</source>
        <translation>Po kërkoj një këshillë...</translation>
    </message>
    <message>
        <source>No hint this time ({why}).</source>
        <translation>Këtë herë nuk ka këshillë ({why}).</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Hap një tavolinë</translation>
    </message>
    <message>
        <source>Your game runs the table; friends on your network (or who can reach your address) join it with its code. Computer players take the seats nobody takes.</source>
        <translation>Loja jote e mban tavolinën; miqtë në rrjetin tënd (ose kush arrin adresën tënde) hyjnë me kodin e saj. Vendet që nuk i zë askush i zënë lojtarë kompjuteri.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Emri yt:</translation>
    </message>
    <message>
        <source>Type your name: the other players see it.</source>
        <translation>Shkruaj emrin tënd: e shohin lojtarët e tjerë.</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tavolina e {name}</translation>
    </message>
    <message>
        <source>Murlan table</source>
        <translation>Tavolinë Murlan</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Emri i tavolinës</translation>
    </message>
    <message>
        <source>&amp;Table name:</source>
        <translation>Emri i &amp;tavolinës:</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveli i kompjuterit</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Lojtarët e &amp;kompjuterit:</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Ora e radhës</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fikur</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} sekonda</translation>
    </message>
    <message>
        <source>Turn c&amp;lock:</source>
        <translation>&amp;Ora e radhës:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rregullat</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hap</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Hyr në një tavolinë</translation>
    </message>
    <message>
        <source>Tables on your network:</source>
        <translation>Tavolina në rrjetin tënd:</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tavolina në rrjetin tënd</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Po kërkoj tavolina…</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kodi i tavolinës</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>&amp;Kodi i tavolinës:</translation>
    </message>
    <message>
        <source>The six letters and digits the host gives you.</source>
        <translation>Gjashtë shkronjat dhe shifrat që të jep mikpritësi.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Emri yt:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Vendi</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n vend i lirë</numerusform>
            <numerusform>%n vende të lira</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n}, kept for you</source>
        <translation>Vendi {n}, i mbajtur për ty</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Çdo vend i lirë</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Vendi {n}</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Vendi:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Hyr</translation>
    </message>
    <message>
        <source>The local network cannot be searched: type the address.</source>
        <translation>Rrjeti lokal nuk mund të kërkohet: shkruaj adresën.</translation>
    </message>
    <message>
        <source>Choose a table, then type its code.</source>
        <translation>Zgjidh një tavolinë, pastaj shkruaj kodin e saj.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address (or choose a table in the list).</source>
        <translation>Shkruaj adresën e tavolinës (ose zgjidh një tavolinë në listë).</translation>
    </message>
    <message>
        <source>A table code is six letters and digits, such as K7PX3M.</source>
        <translation>Kodi i tavolinës ka gjashtë shkronja dhe shifra, si K7PX3M.</translation>
    </message>
    <message>
        <source>Type your name.</source>
        <translation>Shkruaj emrin tënd.</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>Ende s’është fituar asnjë raund në këtë dorë.</translation>
    </message>
    <message>
        <source>Last trick, won by {name}</source>
        <translation>Raundi i fundit, e fitoi {name}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Address:</source>
        <translation>Adresa:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kodi i tavolinës</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopjo</translation>
    </message>
    <message>
        <source>Copy the address and the code, to send to your friends</source>
        <translation>Kopjo adresën dhe kodin, për t&apos;ua dërguar miqve</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kodi:</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Fillo ndeshjen</translation>
    </message>
    <message>
        <source>Computer players take the seats nobody took</source>
        <translation>Lojtarë kompjuteri zënë vendet që nuk i zuri askush</translation>
    </message>
    <message>
        <source>Murlan table {name}: address {where}, code {code}</source>
        <translation>Tavolina Murlan {name}: adresa {where}, kodi {code}</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Po lidhem…</translation>
    </message>
    <message>
        <source>Seat {n}: free</source>
        <translation>Vendi {n}: i lirë</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>kompjuter, {level}</translation>
    </message>
    <message>
        <source>person, disconnected: a computer plays</source>
        <translation>njeri, i shkëputur: luan një kompjuter</translation>
    </message>
    <message>
        <source>person, reconnecting</source>
        <translation>njeri, po rilidhet</translation>
    </message>
    <message>
        <source>Seat {n}: {name} — {who}</source>
        <translation>Vendi {n}: {name} — {who}</translation>
    </message>
    <message>
        <source>person</source>
        <translation>njeri</translation>
    </message>
    <message>
        <source>The match is on.</source>
        <translation>Ndeshja po luhet.</translation>
    </message>
    <message>
        <source>Invite your friends with the address and the code, then start.</source>
        <translation>Fto miqtë me adresën dhe kodin, pastaj fillo.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the match.</source>
        <translation>Në pritje që mikpritësi të fillojë ndeshjen.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>Red</source>
        <translation>E kuqe</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>E gjelbër</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Murlan</source>
        <translation>Murlan</translation>
    </message>
    <message>
        <source>Message line</source>
        <translation>Rreshti i mesazheve</translation>
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
        <source>Match &amp;details...</source>
        <translation>&amp;Të dhënat e ndeshjes...</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>S&amp;tatistika...</translation>
    </message>
    <message>
        <source>Full Scr&amp;een</source>
        <translation>&amp;Ekran i plotë</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>Return to table {name}</source>
        <translation>Kthehu te tavolina {name}</translation>
    </message>
    <message>
        <source>&amp;Host a table...</source>
        <translation>&amp;Hap një tavolinë...</translation>
    </message>
    <message>
        <source>&amp;Join a table...</source>
        <translation>&amp;Hyr në një tavolinë...</translation>
    </message>
    <message>
        <source>&amp;End the table...</source>
        <translation>&amp;Mbyll tavolinën...</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Largohu nga tavolina</translation>
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
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <source>&amp;Learn to play...</source>
        <translation>Mëso të &amp;luash...</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Mirësevini</translation>
    </message>
    <message>
        <source>Match details</source>
        <translation>Të dhënat e ndeshjes</translation>
    </message>
    <message>
        <source>No match is in play.</source>
        <translation>Nuk po luhet asnjë ndeshje.</translation>
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
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Start a new match?</source>
        <translation>Të niset një ndeshje e re?</translation>
    </message>
    <message>
        <source>Your match in progress will be kept: File &gt; Open Recent continues it where you left it.

Start the new match from this point?</source>
        <translation>Ndeshja që po luan do të ruhet: Skedari &gt; Hap të fundit e vazhdon aty ku e le.

Të niset ndeshja e re nga kjo pikë?</translation>
    </message>
    <message>
        <source>You hold the 3♠: the first play of the match must include it.</source>
        <translation>Ti e ke 3♠: hedhja e parë e ndeshjes duhet ta përmbajë.</translation>
    </message>
    <message>
        <source>You win the match.</source>
        <translation>Ti fiton ndeshjen.</translation>
    </message>
    <message>
        <source>No swap this hand: first and last place were partners. {name} holds the 3♠ and leads.</source>
        <translation>Nuk ka shkëmbim këtë dorë: i pari dhe i fundit ishin partnerë. {name} ka 3♠ dhe hap.</translation>
    </message>
    <message>
        <source>No swap this hand: first and last place were partners. You hold the 3♠ and lead.</source>
        <translation>Nuk ka shkëmbim këtë dorë: i pari dhe i fundit ishin partnerë. Ti ke 3♠ dhe hap ti.</translation>
    </message>
    <message>
        <source>{name} and {partner} win the match.</source>
        <translation>{name} dhe {partner} fitojnë ndeshjen.</translation>
    </message>
    <message>
        <source>You and {partner} win the match.</source>
        <translation>Ti dhe {partner} fitoni ndeshjen.</translation>
    </message>
    <message>
        <source>{name} holds the 3♠ and leads: the first play of the match must include it.</source>
        <translation>{name} e ka 3♠ dhe hap: hedhja e parë e ndeshjes duhet ta përmbajë.</translation>
    </message>
    <message>
        <source>{last} holds both jokers and shows them: no swap this hand, you lead.</source>
        <translation>{last} i ka të dy xhokerët dhe i tregon: kjo dorë nuk ka shkëmbim, hap ti.</translation>
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
    <message>
        <source>S&amp;ettings...</source>
        <translation>C&amp;ilësimet...</translation>
    </message>
</context>
<context>
    <name>MatchDetails</name>
    <message>
        <source>a pass sits the player out until the trick ends</source>
        <translation>kush bën pas rri jashtë deri në fund të raundit</translation>
    </message>
    <message>
        <source>a scale is beaten only by the scale one step higher</source>
        <translation>një shkallë e mposht vetëm shkalla një hap më lart</translation>
    </message>
    <message>
        <source>partners, 2 against 2 (seats across the table are a team)</source>
        <translation>partnerë, 2 kundër 2 (vendet përballë njëri-tjetrit janë një skuadër)</translation>
    </message>
    <message>
        <source>Seed: {seed} (the same seed deals the same cards)</source>
        <translation>Kodi: {seed} (i njëjti kod shpërndan të njëjtat letra)</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Rregullat: {rules}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standarde</translation>
    </message>
    <message>
        <source>Hand {n}, target {target}</source>
        <translation>Dora {n}, objektivi {target}</translation>
    </message>
    <message>
        <source>human</source>
        <translation>njeri</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Your name</source>
        <translation>Emri yt</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Luaj</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolina</translation>
    </message>
    <message>
        <source>Play log</source>
        <translation>Regjistri i lojës</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Bisedë</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Tavolinë në rrjet</translation>
    </message>
    <message>
        <source>Card tracker</source>
        <translation>Ndjekësi i letrave</translation>
    </message>
    <message>
        <source>The connection was lost: trying again ({n})…</source>
        <translation>Lidhja ra: po provoj përsëri ({n})…</translation>
    </message>
    <message>
        <source>The connection is back.</source>
        <translation>Lidhja u kthye.</translation>
    </message>
    <message>
        <source>Your turn: you have {n} seconds, then a computer player moves for you.</source>
        <translation>Radha jote: ke {n} sekonda, pastaj një lojtar kompjuteri luan për ty.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player moves for you.</source>
        <translation>Koha jote mbaroi: një lojtar kompjuteri luan për ty.</translation>
    </message>
    <message>
        <source>Time ran out: the computer played for you.</source>
        <translation>Koha mbaroi: kompjuteri luajti për ty.</translation>
    </message>
    <message>
        <source>Time ran out: the computer played for {name}.</source>
        <translation>Koha mbaroi: kompjuteri luajti për {name}.</translation>
    </message>
    <message>
        <source>code {code}</source>
        <translation>kodi {code}</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Fshih</translation>
    </message>
    <message>
        <source>Invitation…</source>
        <translation>Ftesa…</translation>
    </message>
    <message>
        <source>Show the table&apos;s invitation and seats</source>
        <translation>Shfaq ftesën dhe vendet e tavolinës</translation>
    </message>
    <message>
        <source>The host ended the table.</source>
        <translation>Mikpritësi e mbylli tavolinën.</translation>
    </message>
    <message>
        <source>The table&apos;s server stopped.</source>
        <translation>Serveri i tavolinës u ndal.</translation>
    </message>
    <message>
        <source>The table ended: nobody was playing.</source>
        <translation>Tavolina u mbyll: nuk po luante askush.</translation>
    </message>
    <message>
        <source>The table has ended.</source>
        <translation>Tavolina u mbyll.</translation>
    </message>
    <message>
        <source>The match ends in a tie.</source>
        <translation>Ndeshja mbaron barazim.</translation>
    </message>
</context>
<context>
    <name>NetTableSource</name>
    <message>
        <source>person</source>
        <translation>njeri</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>kompjuter, {level}</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>koha mbaroi</translation>
    </message>
    <message>
        <source>offline: computer plays</source>
        <translation>i shkëputur, luan kompjuteri</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>po rilidhet…</translation>
    </message>
    <message>
        <source>reconnecting… {n} s</source>
        <translation>po rilidhet… {n} s</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>në radhë</translation>
    </message>
    <message>
        <source>to give a card</source>
        <translation>jep një letër</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>Select the cards you want to play first.</source>
        <translation>Zgjidh fillimisht letrat që do të luash.</translation>
    </message>
    <message>
        <source>The connection to the table is lost: wait a moment.</source>
        <translation>Lidhja me tavolinën ra: prit pak.</translation>
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
        <source>Wait: your last move is on its way to the table.</source>
        <translation>Prit: lëvizja jote e fundit po shkon te tavolina.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Prit radhën tënde.</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>{name} finished first. Totals: {totals}. The next hand is dealt in a moment.</source>
        <translation>{name} mbaroi i pari. Pikët: {totals}. Dora tjetër ndahet pas pak.</translation>
    </message>
    <message>
        <source>You finished first. Totals: {totals}. The next hand is dealt in a moment.</source>
        <translation>Mbarove i pari. Pikët: {totals}. Dora tjetër ndahet pas pak.</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Fitove ndeshjen!</translation>
    </message>
    <message>
        <source>{name} won the match.</source>
        <translation>{name} fitoi ndeshjen.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The server did not understand the game&apos;s message.</source>
        <translation>Serveri nuk e kuptoi mesazhin e lojës.</translation>
    </message>
    <message>
        <source>The server speaks another version of the table protocol: update the game.</source>
        <translation>Serveri flet një version tjetër të protokollit të tavolinës: përditëso lojën.</translation>
    </message>
    <message>
        <source>Your name has no letters the table can show: choose another.</source>
        <translation>Emri yt nuk ka shkronja që tavolina mund t&apos;i tregojë: zgjidh një tjetër.</translation>
    </message>
    <message>
        <source>There is no table with this code (check the code with the host).</source>
        <translation>Nuk ka tavolinë me këtë kod (kontrolloje kodin me mikpritësin).</translation>
    </message>
    <message>
        <source>The seat kept for you at this table is no longer yours.</source>
        <translation>Vendi i mbajtur për ty në këtë tavolinë nuk është më yti.</translation>
    </message>
    <message>
        <source>That seat is taken: choose another.</source>
        <translation>Ai vend është i zënë: zgjidh një tjetër.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Të gjitha vendet e kësaj tavoline janë të zëna.</translation>
    </message>
    <message>
        <source>Too many tries with a wrong code: wait a minute.</source>
        <translation>Shumë prova me kod të gabuar: prit një minutë.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can.</source>
        <translation>Serveri mban aq tavolina sa mundet.</translation>
    </message>
    <message>
        <source>You are not seated at the table yet.</source>
        <translation>Nuk je ulur ende në tavolinë.</translation>
    </message>
    <message>
        <source>The table moved on: look again and play.</source>
        <translation>Tavolina vazhdoi: shiko përsëri dhe luaj.</translation>
    </message>
    <message>
        <source>Too many messages: wait a moment.</source>
        <translation>Shumë mesazhe: prit pak.</translation>
    </message>
    <message>
        <source>Only the host may do that.</source>
        <translation>Këtë mund ta bëjë vetëm mikpritësi.</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>Ndeshja nuk ka filluar ende.</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Serveri është plot: provo më vonë.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Prit radhën tënde.</translation>
    </message>
    <message>
        <source>The server refused: {message}</source>
        <translation>Serveri refuzoi: {message}</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Lidhja me tavolinën ra.</translation>
    </message>
    <message>
        <source>Could not reach the table at this address.</source>
        <translation>Tavolina nuk u arrit në këtë adresë.</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Host a table</source>
        <translation>Hap një tavolinë</translation>
    </message>
    <message>
        <source>The table could not be started: {why}</source>
        <translation>Tavolina nuk u hap dot: {why}</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Tavolinë në rrjet</translation>
    </message>
    <message>
        <source>End the table?</source>
        <translation>Ta mbyll tavolinën?</translation>
    </message>
    <message>
        <source>The table ends for everyone at it: the other players are told so.

End the table?</source>
        <translation>Tavolina mbyllet për të gjithë ata që janë në të: lojtarët e tjerë njoftohen.

Ta mbyll tavolinën?</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Random: plays any legal move, without a plan</source>
        <translation>I rastësishëm: luan çdo lëvizje të lejuar, pa plan</translation>
    </message>
    <message>
        <source>Greedy: always plays its lowest card that beats the table</source>
        <translation>Lakmues: luan gjithmonë letrën më të ulët që mposht tavolinën</translation>
    </message>
    <message>
        <source>Easy: plays like a beginner, sometimes loosely</source>
        <translation>I lehtë: luan si fillestar, ndonjëherë pa u menduar shumë</translation>
    </message>
    <message>
        <source>Normal: plays its hand in sensible groups, keeps its high cards for later</source>
        <translation>Normal: e luan dorën në grupe të arsyeshme dhe i ruan letrat e larta për më vonë</translation>
    </message>
    <message>
        <source>Hard: tries out its moves on possible deals before it plays</source>
        <translation>I vështirë: i provon lëvizjet në shpërndarje të mundshme para se të luajë</translation>
    </message>
    <message>
        <source>Expert: reads your play and plans ahead</source>
        <translation>Ekspert: lexon lojën tënde dhe planifikon përpara</translation>
    </message>
    <message>
        <source>A &amp;pass sits the player out until the trick ends</source>
        <translation>Kush bën &amp;pas rri jashtë deri në fund të raundit</translation>
    </message>
    <message>
        <source>Without it, a player who passed may play again when their turn comes back.</source>
        <translation>Pa të, lojtari që bëri pas mund të luajë sërish kur i vjen radha.</translation>
    </message>
    <message>
        <source>A scale is beaten only by the scale &amp;one step higher</source>
        <translation>Një shkallë e mposht vetëm shkalla &amp;një hap më lart</translation>
    </message>
    <message>
        <source>3-4-5-6-7 is then beaten only by 4-5-6-7-8 (or a bomb), not by any higher scale of five.</source>
        <translation>Atëherë 3-4-5-6-7 e mposht vetëm 4-5-6-7-8 (ose një bombë), jo çdo shkallë më e lartë me pesë letra.</translation>
    </message>
    <message>
        <source>Pa&amp;rtners (2 against 2)</source>
        <translation>Pa&amp;rtnerë (2 kundër 2)</translation>
    </message>
    <message>
        <source>You and the player across the table are a team against the other two; your points are added, and the first team to 41 wins. No swap when first and last are partners.</source>
        <translation>Ti dhe lojtari përballë jeni një skuadër kundër dy të tjerëve; pikët tuaja mblidhen, dhe fiton skuadra që arrin e para 41. Nuk ka shkëmbim kur i pari dhe i fundit janë partnerë.</translation>
    </message>
    <message>
        <source>Rules variants (all off in the standard rules)</source>
        <translation>Variantet e rregullave (në rregullat standarde janë të gjitha të fikura)</translation>
    </message>
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
        <source>The levels</source>
        <translation>Nivelet</translation>
    </message>
    <message>
        <source>Rules variants (both off in the standard rules)</source>
        <translation>Variantet e rregullave (në rregullat standarde janë të dyja të fikura)</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Hollësi</translation>
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
        <source>Hand {n}, before the play: you choose a card to give.</source>
        <translation>Dora {n}, para lojës: ti zgjedh një letër për të dhënë.</translation>
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
    <message>
        <source>in progress</source>
        <translation>në vazhdim</translation>
    </message>
    <message>
        <source>won by {name}</source>
        <translation>e fitoi {name}</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>barazim</translation>
    </message>
    <message>
        <source>{state}, played with people</source>
        <translation>{state}, luajtur me njerëz</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}, {play}</source>
        <translation>{name}: {cards}, {play}</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Ti bën pas</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} bën pas</translation>
    </message>
    <message>
        <source>You are left with cards: last</source>
        <translation>Të mbetën letra: vendi i fundit</translation>
    </message>
    <message>
        <source>You go out {place}</source>
        <translation>Dole — vendi {place}</translation>
    </message>
    <message>
        <source>{name} is left with cards: last</source>
        <translation>{name} mbeti me letra: vendi i fundit</translation>
    </message>
    <message>
        <source>{name} goes out {place}</source>
        <translation>{name} del — vendi {place}</translation>
    </message>
    <message>
        <source>Trick {n}: you win it</source>
        <translation>Raundi {n}: e fiton ti</translation>
    </message>
    <message>
        <source>Trick {n}: {name} wins it</source>
        <translation>Raundi {n}: e fiton {name}</translation>
    </message>
    <message>
        <source>You show both jokers: no swap, {first} leads.</source>
        <translation>Tregon të dy xhokerët: pa shkëmbim, hap {first}.</translation>
    </message>
    <message>
        <source>{last} shows both jokers: no swap, you lead.</source>
        <translation>{last} tregon të dy xhokerët: pa shkëmbim, hap ti.</translation>
    </message>
    <message>
        <source>{last} shows both jokers: no swap, {first} leads.</source>
        <translation>{last} tregon të dy xhokerët: pa shkëmbim, hap {first}.</translation>
    </message>
    <message>
        <source>You gave {card} to {first}.</source>
        <translation>I dhe {card} lojtarit {first}.</translation>
    </message>
    <message>
        <source>{last} gave you {card}.</source>
        <translation>{last} të dha {card}.</translation>
    </message>
    <message>
        <source>{last} gave {card} to {first}.</source>
        <translation>{last} i dha {card} lojtarit {first}.</translation>
    </message>
    <message>
        <source>You gave {card} back to {last}.</source>
        <translation>I ktheve {card} lojtarit {last}.</translation>
    </message>
    <message>
        <source>{first} gave you {card} back.</source>
        <translation>{first} të ktheu {card}.</translation>
    </message>
    <message>
        <source>{first} gave {card} back to {last}.</source>
        <translation>{first} i ktheu {card} lojtarit {last}.</translation>
    </message>
    <message>
        <source>{last} gave {first} their highest card and got a low card back.</source>
        <translation>{last} i dha lojtarit {first} letrën më të lartë dhe mori mbrapsht një letër të ulët.</translation>
    </message>
    <message>
        <source>{name} (partner)</source>
        <translation>{name} (partner)</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Dora:</translation>
    </message>
    <message>
        <source>Hand shown in the log</source>
        <translation>Dora që tregon regjistri</translation>
    </message>
    <message>
        <source>Play log</source>
        <translation>Regjistri i lojës</translation>
    </message>
    <message>
        <source>Hand {n} (in play)</source>
        <translation>Dora {n} (në lojë)</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Dora {n}</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Raundi {n}</translation>
    </message>
    <message>
        <source>Trick {n} (in play)</source>
        <translation>Raundi {n} (në lojë)</translation>
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
    <name>Preview</name>
    <message>
        <source>{play} (not your turn yet)</source>
        <translation>{play} (ende s’është radha jote)</translation>
    </message>
    <message>
        <source>{play}: press Play to lead it.</source>
        <translation>{play}: shtyp Luaj për ta hapur.</translation>
    </message>
    <message>
        <source>{play} beats {top}: press Play.</source>
        <translation>{play} mposht {top}: shtyp Luaj.</translation>
    </message>
    <message>
        <source>Nothing in your hand beats {top}: pass.</source>
        <translation>Asgjë në dorën tënde nuk mposht {top}: bëj pas.</translation>
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
    <name>Reason</name>
    <message>
        <source>{play}: your last cards, and you go out.</source>
        <translation>{play}: letrat e tua të fundit, dhe ti del nga loja.</translation>
    </message>
    <message>
        <source>Pass: nothing in your hand beats {top}.</source>
        <translation>Pas: asgjë në dorën tënde nuk e mposht {top}.</translation>
    </message>
    <message>
        <source>{name} has one card left: stop them with {play}.</source>
        <translation>{name} ka edhe një letër: ndaloje me {play}.</translation>
    </message>
    <message>
        <source>{name} has two cards left: stop them with {play}.</source>
        <translation>{name} ka edhe dy letra: ndaloje me {play}.</translation>
    </message>
    <message>
        <source>Playing {play} breaks up {group} in your hand, but every other play does worse here.</source>
        <translation>Po të luash {play}, prish {group} në dorën tënde, por çdo lojë tjetër del më keq këtu.</translation>
    </message>
    <message>
        <source>Playing {play} keeps your {length}-card scale for later.</source>
        <translation>Po të luash {play}, shkallën tënde me {length} letra e mban për më vonë.</translation>
    </message>
    <message>
        <source>Playing {play}: your lowest card goes, and your groups stay whole.</source>
        <translation>Po të luash {play}: ikën letra jote më e ulët, dhe grupet e tua mbeten të plota.</translation>
    </message>
    <message>
        <source>Playing {play} breaks nothing in your hand.</source>
        <translation>Po të luash {play}, nuk prish asgjë në dorën tënde.</translation>
    </message>
    <message>
        <source>Giving back {play} costs your hand nothing: it is in none of your groups.</source>
        <translation>Kthimi i {play} nuk i kushton asgjë dorës suaj: nuk bën pjesë në asnjë nga grupet tuaja.</translation>
    </message>
    <message>
        <source>Giving back {play} costs your hand least: only {group} is broken.</source>
        <translation>Kthimi i {play} i kushton dorës suaj më pak: prishet vetëm {group}.</translation>
    </message>
    <message>
        <source>Pass: beating {top} would break up your hand or spend a strong card.</source>
        <translation>Pas: për ta mposhtur {top} do të prishje dorën ose do të shpenzoje një letër të fortë.</translation>
    </message>
    <message>
        <source>The only legal play here.</source>
        <translation>E vetmja lojë e lejuar këtu.</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>të thuash pas</translation>
    </message>
    <message>
        <source>{best} and {other} are about equal (within {points} points).</source>
        <translation>{best} dhe {other} janë afërsisht njësoj (brenda {points} pikëve).</translation>
    </message>
    <message>
        <source>{best} is about {points} points better than {other}.</source>
        <translation>{best} është rreth {points} pikë më mirë se {other}.</translation>
    </message>
    <message>
        <source>It is your last cards: you go out.</source>
        <translation>Janë letrat e tua të fundit: ti del nga loja.</translation>
    </message>
    <message>
        <source>Nothing the cards still out could make beats {best}.</source>
        <translation>Asgjë që mund të bëjnë letrat që janë ende jashtë nuk e mposht {best}.</translation>
    </message>
    <message>
        <source>{other} would break up {group}; {best} keeps it whole.</source>
        <translation>{other} do të prishte {group}; {best} e mban të plotë.</translation>
    </message>
    <message>
        <source>{name} has one card left.</source>
        <translation>{name} ka edhe një letër.</translation>
    </message>
    <message>
        <source>{name} has two cards left.</source>
        <translation>{name} ka edhe dy letra.</translation>
    </message>
    <message>
        <source>{card} is still out and beats {other}.</source>
        <translation>{card} është ende jashtë dhe e mposht {other}.</translation>
    </message>
    <message>
        <source>The cards still out hold {card}.</source>
        <translation>Letrat që janë ende jashtë mbajnë {card}.</translation>
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
    <name>Replay</name>
    <message>
        <source>Slow</source>
        <translation>Ngadalë</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Shpejt</translation>
    </message>
    <message>
        <source>Card table (replay)</source>
        <translation>Tavolina e lojës (rishikim)</translation>
    </message>
    <message>
        <source>Hand review</source>
        <translation>Rishikimi i dorës</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Dora:</translation>
    </message>
    <message>
        <source>&amp;Trick:</source>
        <translation>&amp;Raundi:</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>Pam&amp;ja:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Shpejtësia:</translation>
    </message>
    <message>
        <source>◀◀ Start</source>
        <translation>◀◀ Fillimi</translation>
    </message>
    <message>
        <source>The start of the hand (Home)</source>
        <translation>Fillimi i dorës (Home)</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ Pr&amp;apa</translation>
    </message>
    <message>
        <source>One action back (Left arrow)</source>
        <translation>Një veprim pas (shigjeta majtas)</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Para ▶</translation>
    </message>
    <message>
        <source>One action forward (Right arrow)</source>
        <translation>Një veprim para (shigjeta djathtas)</translation>
    </message>
    <message>
        <source>End ▶▶</source>
        <translation>Fundi ▶▶</translation>
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation>Fundi i dorës (End)</translation>
    </message>
    <message>
        <source>Position in the hand</source>
        <translation>Pozicioni në dorë</translation>
    </message>
    <message>
        <source>Co&amp;ntinue from here...</source>
        <translation>&amp;Vazhdo nga këtu...</translation>
    </message>
    <message>
        <source>Start a new match from this point against the computer, in the seat you are viewing</source>
        <translation>Nis një ndeshje të re nga kjo pikë kundër kompjuterit, në vendin që po shikon</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
    <message>
        <source>As {name} saw it</source>
        <translation>Siç e pa {name}</translation>
    </message>
    <message>
        <source>As you saw it</source>
        <translation>Siç e pe ti</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>Të gjitha letrat të hapura</translation>
    </message>
    <message>
        <source>Hand {n} of {count}</source>
        <translation>Dora {n} nga {count}</translation>
    </message>
    <message>
        <source>■ &amp;Pause</source>
        <translation>■ &amp;Ndalo</translation>
    </message>
    <message>
        <source>▶ &amp;Play</source>
        <translation>▶ &amp;Luaj</translation>
    </message>
    <message>
        <source>Play the hand on at the chosen speed (Space)</source>
        <translation>Luaje dorën vetë me shpejtësinë e zgjedhur (Hapësira)</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Raundi {n}</translation>
    </message>
    <message>
        <source>Action {i} of {n}</source>
        <translation>Veprimi {i} nga {n}</translation>
    </message>
    <message>
        <source>Cannot review the match</source>
        <translation>Ndeshja nuk mund të rishikohet</translation>
    </message>
    <message>
        <source>Reading {name}...</source>
        <translation>Po lexohet {name}...</translation>
    </message>
    <message>
        <source>Match {n} (line {line})</source>
        <translation>Ndeshja {n} (rreshti {line})</translation>
    </message>
    <message>
        <source>&amp;This file holds more than {n} matches; the first {n} are listed. Review:</source>
        <translation>&amp;Ky skedar ka më shumë se {n} ndeshje; janë renditur {n} të parat. Rishiko:</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Zgjidh një ndeshje</translation>
    </message>
    <message>
        <source>&amp;This file holds {n} matches. Review:</source>
        <translation>&amp;Ky skedar ka {n} ndeshje. Rishiko:</translation>
    </message>
    <message>
        <source>Ended {when}</source>
        <translation>Përfundoi më {when}</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>Ndeshjet e përfunduara</translation>
    </message>
    <message>
        <source>Re&amp;view...</source>
        <translation>Rishi&amp;ko...</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Ende asnjë ndeshje e përfunduar.</translation>
    </message>
    <message>
        <source>{ended} – accuracy {pct}% ({hands} hands analysed)</source>
        <translation>{ended} – saktësia {pct}% ({hands} duar të analizuara)</translation>
    </message>
    <message>
        <source>Re&amp;view a Match...</source>
        <translation>&amp;Rishiko një ndeshje...</translation>
    </message>
    <message>
        <source>Replay a saved match, or one match of a murlan-sim file</source>
        <translation>Riluaj një ndeshje të ruajtur, ose një ndeshje nga një skedar murlan-sim</translation>
    </message>
    <message>
        <source>Review a match</source>
        <translation>Rishiko një ndeshje</translation>
    </message>
    <message>
        <source>Murlan matches (*.murlan *.jsonl *.json);;All files (*)</source>
        <translation>Ndeshje Murlan (*.murlan *.jsonl *.json);;Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>Po lexohet skedari</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analiza u anulua.</translation>
    </message>
    <message>
        <source>The analysis could not be made ({why}).</source>
        <translation>Analiza nuk u bë dot ({why}).</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse scores each of your decisions in this hand.</source>
        <translation>Ende pa analizuar: Analizo vlerëson çdo vendim që more ti në këtë dorë.</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse scores each decision of {name} in this hand.</source>
        <translation>Ende pa analizuar: Analizo vlerëson çdo vendim që mori {name} në këtë dorë.</translation>
    </message>
    <message>
        <source>Next: {detail}</source>
        <translation>Në vijim: {detail}</translation>
    </message>
    <message>
        <source>Just played: {detail}</source>
        <translation>Sapo u luajt: {detail}</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Pasaktësi</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Gabim</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Shkëmbimi</translation>
    </message>
    <message>
        <source>Action {n}</source>
        <translation>Veprimi {n}</translation>
    </message>
    <message>
        <source>gave {card}</source>
        <translation>dha {card}</translation>
    </message>
    <message>
        <source>{where}: {play} (no choice)</source>
        <translation>{where}: {play} (pa zgjedhje)</translation>
    </message>
    <message>
        <source>{where}: {play} ({points:.2f})</source>
        <translation>{where}: {play} ({points:.2f})</translation>
    </message>
    <message>
        <source>{where}: {play} ({points:.2f}) – {mark}, better {best} ({best_points:.2f})</source>
        <translation>{where}: {play} ({points:.2f}) – {mark}, më mirë {best} ({best_points:.2f})</translation>
    </message>
    <message>
        <source>not over</source>
        <translation>e papërfunduar</translation>
    </message>
    <message>
        <source>no choices</source>
        <translation>pa zgjedhje</translation>
    </message>
    <message>
        <source>{pct}% ({good} of {n} choices)</source>
        <translation>{pct}% ({good} nga {n} zgjedhje)</translation>
    </message>
    <message>
        <source>{name}: points got {got}, expected before the first play {expected:.2f}. Accuracy {accuracy}. Mistakes: {mistakes}, inaccuracies: {inaccuracies}.</source>
        <translation>{name}: pikë të fituara {got}, të pritura para lojës së parë {expected:.2f}. Saktësia {accuracy}. Gabime: {mistakes}, pasaktësi: {inaccuracies}.</translation>
    </message>
    <message>
        <source>{name} gave back {card} in the swap ({points:.2f} points expected).</source>
        <translation>{name} ktheu {card} në shkëmbim ({points:.2f} pikë të pritura).</translation>
    </message>
    <message>
        <source>You gave back {card} in the swap ({points:.2f} points expected).</source>
        <translation>Ti ktheve {card} në shkëmbim ({points:.2f} pikë të pritura).</translation>
    </message>
    <message>
        <source>{name}: {play}, the only choice.</source>
        <translation>{name}: {play}, e vetmja zgjedhje.</translation>
    </message>
    <message>
        <source>{name}: {play} ({points:.2f} points expected).</source>
        <translation>{name}: {play} ({points:.2f} pikë të pritura).</translation>
    </message>
    <message>
        <source>The best choice.</source>
        <translation>Zgjedhja më e mirë.</translation>
    </message>
    <message>
        <source>Good enough: within the margin of the best ({best}, {points:.2f}).</source>
        <translation>Mjaft mirë: brenda kufirit nga më e mira ({best}, {points:.2f}).</translation>
    </message>
    <message>
        <source>A close call, not a mark:</source>
        <translation>Një rast i ngushtë, jo gabim:</translation>
    </message>
    <message>
        <source>{mark}: {best} was better ({points:.2f} points expected).</source>
        <translation>{mark}: {best} ishte më mirë ({points:.2f} pikë të pritura).</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>&amp;Analyse this hand</source>
        <translation>&amp;Analizo këtë dorë</translation>
    </message>
    <message>
        <source>Score every decision of the viewed seat in this hand against the best play (A)</source>
        <translation>Vlerëso çdo vendim të vendit që shihet në këtë dorë kundrejt lojës më të mirë (A)</translation>
    </message>
    <message>
        <source>Cance&amp;l analysis</source>
        <translation>Anu&amp;lo analizën</translation>
    </message>
    <message>
        <source>Decisions of the analysed seat</source>
        <translation>Vendimet e vendit të analizuar</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Ecuria e analizës</translation>
    </message>
    <message>
        <source>Decision %v of %m</source>
        <translation>Vendimi %v nga %m</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Po analizohet...</translation>
    </message>
    <message>
        <source>Better play: {play}</source>
        <translation>Loja më e mirë: {play}</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>The game in short</source>
        <translation>Loja shkurt</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Letrat</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Kombinimet</translation>
    </message>
    <message>
        <source>What beats what</source>
        <translation>Çfarë mposht çfarë</translation>
    </message>
    <message>
        <source>A hand</source>
        <translation>Një dorë</translation>
    </message>
    <message>
        <source>The swap</source>
        <translation>Shkëmbimi</translation>
    </message>
    <message>
        <source>Points and the target</source>
        <translation>Pikët dhe objektivi</translation>
    </message>
    <message>
        <source>Rules variants</source>
        <translation>Variantet e rregullave</translation>
    </message>
    <message>
        <source>Partners (2 against 2)</source>
        <translation>Partnerë (2 kundër 2)</translation>
    </message>
    <message>
        <source>The computer players</source>
        <translation>Lojtarët e kompjuterit</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Miu dhe tastiera</translation>
    </message>
    <message>
        <source>beats</source>
        <translation>mposht</translation>
    </message>
    <message>
        <source>does not beat</source>
        <translation>nuk mposht</translation>
    </message>
    <message>
        <source>Murlan is played by four players, each playing alone, with 54 cards: the 52-card deck and two jokers. Every hand, each player tries to be the first to get rid of all their cards.</source>
        <translation>Murlani luhet nga katër lojtarë, secili për vete, me 54 letra: pakoja me 52 letra dhe dy xhokerë. Në çdo dorë, secili lojtar përpiqet të jetë i pari që shpëton nga të gjitha letrat e veta.</translation>
    </message>
    <message>
        <source>You sit at the bottom; play goes clockwise: you, then Arta on the left, Besnik at the top and Drita on the right. The cards are dealt one at a time; the two players after the dealer get 14 cards, the other two 13.</source>
        <translation>Ti ulesh poshtë; loja shkon në drejtim të akrepave të orës: ti, pastaj Arta majtas, Besniku lart dhe Drita djathtas. Letrat shpërndahen një nga një; dy lojtarët pas ndarësit marrin 14 letra, dy të tjerët 13.</translation>
    </message>
    <message>
        <source>The player who leads plays any combination. In turn, each other player beats it with a higher combination of the same kind, or passes. When everyone else has passed, the trick is over and the last player to play leads the next one.</source>
        <translation>Lojtari që hap raundin hedh çfarëdo kombinimi. Me radhë, secili nga të tjerët e mposht me një kombinim më të lartë të të njëjtit lloj, ose bën pas. Kur të gjithë të tjerët kanë bërë pas, raundi mbaron dhe lojtari që hodhi i fundit hap raundin tjetër.</translation>
    </message>
    <message>
        <source>The ranks, from the lowest to the highest:</source>
        <translation>Vlerat, nga më e ulëta te më e larta:</translation>
    </message>
    <message>
        <source>3 is the lowest card, then 4 up to king and ace; the 2 is above the ace, then the black joker, and the red joker is the highest card of all.</source>
        <translation>3 është letra më e ulët, pastaj 4 e me radhë deri te mbreti dhe asi; 2 është mbi asin, pastaj vjen xhokeri i zi, dhe xhokeri i kuq është letra më e lartë nga të gjitha.</translation>
    </message>
    <message>
        <source>Suits never count: a 7♠ does not beat a 7♥, and no suit is higher than another.</source>
        <translation>Simbolet nuk kanë kurrë rëndësi: një 7♠ nuk e mposht një 7♥, dhe asnjë simbol nuk është më i lartë se tjetri.</translation>
    </message>
    <message>
        <source>Five kinds of play (a combination):</source>
        <translation>Pesë lloje hedhjesh (kombinime):</translation>
    </message>
    <message>
        <source>&lt;b&gt;A single:&lt;/b&gt; any one card, a joker too.</source>
        <translation>&lt;b&gt;Letër e vetme:&lt;/b&gt; çfarëdo letre, edhe një xhoker.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A pair:&lt;/b&gt; two cards of one rank.</source>
        <translation>&lt;b&gt;Çift:&lt;/b&gt; dy letra me të njëjtën vlerë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A triple:&lt;/b&gt; three cards of one rank.</source>
        <translation>&lt;b&gt;Treshe:&lt;/b&gt; tri letra me të njëjtën vlerë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A bomb:&lt;/b&gt; all four cards of one rank.</source>
        <translation>&lt;b&gt;Bombë:&lt;/b&gt; të katër letrat e një vlere.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A scale:&lt;/b&gt; five or more cards of consecutive ranks, one of each rank. The longest has 13 cards.</source>
        <translation>&lt;b&gt;Shkallë:&lt;/b&gt; pesë ose më shumë letra me vlera të njëpasnjëshme, nga një për çdo vlerë. Më e gjata ka 13 letra.</translation>
    </message>
    <message>
        <source>In a scale the ace can be low or high, and the 2 is only ever low:</source>
        <translation>Në një shkallë asi mund të jetë poshtë ose lart, kurse 2 është gjithmonë poshtë:</translation>
    </message>
    <message>
        <source>the lowest five-card scale</source>
        <translation>shkalla më e ulët me pesë letra</translation>
    </message>
    <message>
        <source>a scale too</source>
        <translation>edhe kjo është shkallë</translation>
    </message>
    <message>
        <source>the highest five-card scale</source>
        <translation>shkalla më e lartë me pesë letra</translation>
    </message>
    <message>
        <source>&lt;b&gt;not&lt;/b&gt; a scale: the 2 never follows the ace</source>
        <translation>&lt;b&gt;nuk&lt;/b&gt; është shkallë: 2 nuk vjen kurrë pas asit</translation>
    </message>
    <message>
        <source>Jokers are played only as singles: two jokers together are not a combination, and a joker never makes a pair or a scale. Anything else (two cards of different ranks, four cards in a row, ...) is not a combination either.</source>
        <translation>Xhokerët hidhen vetëm si letra të vetme: dy xhokerë bashkë nuk janë kombinim, dhe një xhoker nuk bën kurrë pjesë në çift apo në shkallë. Çdo gjë tjetër (dy letra me vlera të ndryshme, katër letra me radhë, ...) nuk është kombinim.</translation>
    </message>
    <message>
        <source>A play is beaten by a higher play of the same kind and size: a single by a higher single, a pair by a higher pair, a triple by a higher triple, a scale by a scale of the &lt;b&gt;same length&lt;/b&gt; with a higher top card. “Higher” means at least one rank higher. A bomb beats any play that is not a bomb, and only a higher bomb beats a bomb.</source>
        <translation>Një hedhje e mposht një hedhje më e lartë e të njëjtit lloj dhe madhësi: letrën e vetme një letër më e lartë, çiftin një çift më i lartë, treshen një treshe më e lartë, shkallën një shkallë me &lt;b&gt;të njëjtën gjatësi&lt;/b&gt; dhe me letrën e sipërme më të lartë. “Më e lartë” do të thotë të paktën një vlerë më lart. Bomba mposht çdo hedhje që nuk është bombë, dhe një bombë e mposht vetëm një bombë më e lartë.</translation>
    </message>
    <message>
        <source>Equal tops: suits do not count.</source>
        <translation>Letra e sipërme është e barabartë: simbolet nuk kanë rëndësi.</translation>
    </message>
    <message>
        <source>With the ace low, A to 5 is the lowest scale; 10 to ace is the highest.</source>
        <translation>Me asin poshtë, A deri në 5 është shkalla më e ulët; 10 deri te asi është më e larta.</translation>
    </message>
    <message>
        <source>loses to</source>
        <translation>humbet nga</translation>
    </message>
    <message>
        <source>The lowest bomb beats a 2, a triple of kings and a twelve-card scale; it loses to a higher bomb.</source>
        <translation>Bomba më e ulët mposht një 2, një treshe me mbretër dhe një shkallë me dymbëdhjetë letra; humbet vetëm nga një bombë më e lartë.</translation>
    </message>
    <message>
        <source>is not a combination</source>
        <translation>nuk është kombinim</translation>
    </message>
    <message>
        <source>is not beaten by</source>
        <translation>nuk mposhtet nga</translation>
    </message>
    <message>
        <source>A six-card scale is beaten only by a higher six-card scale (or a bomb), however high the shorter or longer one is.</source>
        <translation>Një shkallë me gjashtë letra e mposht vetëm një shkallë më e lartë me gjashtë letra (ose një bombë), sado e lartë të jetë një shkallë më e shkurtër apo më e gjatë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The first hand of a match:&lt;/b&gt; the player holding the 3♠ leads, and the very first play must include it (alone, or in a pair, triple, bomb or scale).</source>
        <translation>&lt;b&gt;Dora e parë e ndeshjes:&lt;/b&gt; hap lojtari që ka 3♠, dhe hedhja e parë duhet ta përmbajë atë (vetëm, ose në një çift, treshe, bombë apo shkallë).</translation>
    </message>
    <message>
        <source>a good first play</source>
        <translation>hedhje e parë e mirë</translation>
    </message>
    <message>
        <source>not allowed as the first play</source>
        <translation>nuk lejohet si hedhja e parë</translation>
    </message>
    <message>
        <source>&lt;b&gt;A turn:&lt;/b&gt; beat the play on the table, or pass. The player who leads (the table is empty) must play. A pass does not take you out of the trick: when your turn comes back, you may play again.</source>
        <translation>&lt;b&gt;Një radhë:&lt;/b&gt; mposht hedhjen në tavolinë, ose bëj pas. Lojtari që hap raundin (tavolina është bosh) duhet të hedhë. Kush bën pas nuk del nga raundi: kur të vjen radha sërish, mund të hedhësh përsëri.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end of a trick:&lt;/b&gt; when every other player who still holds cards has passed in a row since the last play, the cards leave the table and the player who played last leads. If that player has no cards left, the next player clockwise who still holds cards leads.</source>
        <translation>&lt;b&gt;Fundi i raundit:&lt;/b&gt; kur të gjithë lojtarët e tjerë që kanë ende letra kanë bërë pas njëri pas tjetrit që nga hedhja e fundit, letrat largohen nga tavolina dhe hap raundin lojtari që hodhi i fundit. Nëse ai nuk ka më letra, hap lojtari tjetër në drejtim të akrepave të orës që ka ende letra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Going out:&lt;/b&gt; a player who plays their last card finishes; any play may be the last, a bomb or a joker too. When only one player still holds cards, the hand is over and that player is last.</source>
        <translation>&lt;b&gt;Dalja:&lt;/b&gt; lojtari që hedh letrën e tij të fundit del nga dora; çdo hedhje mund të jetë e fundit, edhe një bombë apo një xhoker. Kur vetëm një lojtar ka ende letra, dora mbaron dhe ai del i fundit.</translation>
    </message>
    <message>
        <source>From the second hand on, after the deal and before play, the player who finished &lt;b&gt;last&lt;/b&gt; in the previous hand gives their &lt;b&gt;highest card&lt;/b&gt; to the player who finished &lt;b&gt;first&lt;/b&gt;, who sees it. Then the first player gives back one card of rank 3 to 10 of their choice (their lowest card if they have none from 3 to 10). Then the last player leads.</source>
        <translation>Nga dora e dytë e tutje, pas shpërndarjes dhe para lojës, lojtari që doli &lt;b&gt;i fundit&lt;/b&gt; në dorën e mëparshme i jep &lt;b&gt;letrën e tij më të lartë&lt;/b&gt; lojtarit që doli &lt;b&gt;i pari&lt;/b&gt;, i cili e sheh. Pastaj lojtari i parë i kthen një letër me vlerë nga 3 deri në 10, sipas zgjedhjes së tij (letrën e tij më të ulët, nëse nuk ka asnjë nga 3 deri në 10). Pastaj hap lojtari i fundit.</translation>
    </message>
    <message>
        <source>last → first</source>
        <translation>i fundit → i pari</translation>
    </message>
    <message>
        <source>first → last</source>
        <translation>i pari → i fundit</translation>
    </message>
    <message>
        <source>If the last player holds both jokers, they must show them: nothing is swapped, and the first player leads.</source>
        <translation>Nëse lojtari i fundit ka të dy xhokerët, duhet t&apos;i tregojë: nuk shkëmbehet asgjë dhe hap lojtari i parë.</translation>
    </message>
    <message>
        <source>Each hand gives points by the order of going out: first 3, second 2, third 1, last 0. Points add up over the hands of a match.</source>
        <translation>Çdo dorë jep pikë sipas radhës së daljes: i pari 3, i dyti 2, i treti 1, i fundit 0. Pikët mblidhen gjatë gjithë duarve të ndeshjes.</translation>
    </message>
    <message>
        <source>The target is 21. After a hand, if exactly one player has reached it, that player wins the match. If two or more have reached it, the target rises by 10, to 31, then 41, then 51, and the match goes on. If two or more players reach 51 after a hand, the match ends in a tie between them.</source>
        <translation>Objektivi është 21. Pas një dore, nëse e ka arritur vetëm një lojtar, ai fiton ndeshjen. Nëse e kanë arritur dy ose më shumë, objektivi ngrihet me 10, në 31, pastaj 41, pastaj 51, dhe ndeshja vazhdon. Nëse pas një dore dy ose më shumë lojtarë arrijnë 51, ndeshja mbaron baras mes tyre.</translation>
    </message>
    <message>
        <source>The New match dialog offers two rules variants and the partners game; the standard rules have all three off.</source>
        <translation>Dritarja Ndeshje e re ofron dy variante rregullash dhe lojën me partnerë; rregullat standarde i kanë të treja të fikura.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A pass sits the player out until the trick ends.&lt;/b&gt; A player who passes may not play again in this trick; the trick ends as soon as every other player who still holds cards has passed once.</source>
        <translation>&lt;b&gt;Kush bën pas rri jashtë deri në fund të raundit.&lt;/b&gt; Lojtari që bën pas nuk mund të hedhë më në këtë raund; raundi mbaron sapo të gjithë lojtarët e tjerë që kanë ende letra kanë bërë pas një herë.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A scale is beaten only by the scale one step higher.&lt;/b&gt; Then 3 to 7 is beaten only by 4 to 8 (or a bomb), not by 5 to 9:</source>
        <translation>&lt;b&gt;Një shkallë e mposht vetëm shkalla një hap më lart.&lt;/b&gt; Atëherë 3 deri në 7 e mposht vetëm 4 deri në 8 (ose një bombë), jo 5 deri në 9:</translation>
    </message>
    <message>
        <source>is beaten by</source>
        <translation>mposhtet nga</translation>
    </message>
    <message>
        <source>&lt;b&gt;Partners, 2 against 2 (seats across the table are a team).&lt;/b&gt; Choose “Partners (2 against 2)” in the New match dialog. You and Besnik, across the table, play against Arta and Drita. The plates and the score board show each team in its colour.</source>
        <translation>&lt;b&gt;Partnerë, 2 kundër 2 (vendet përballë njëri-tjetrit janë një skuadër).&lt;/b&gt; Zgjidh “Partnerë (2 kundër 2)” te dritarja Ndeshje e re. Ti dhe Besniku, përballë njëri-tjetrit, luani kundër Artës dhe Dritës. Tabelat e emrave dhe tabela e pikëve e tregojnë çdo skuadër me ngjyrën e saj.</translation>
    </message>
    <message>
        <source>The hand is played as always, and each player scores 3, 2, 1 or 0 as always; a team&apos;s points for the hand are its two players&apos; points added (5 and 1, 4 and 2, or 3 and 3). The first team to reach 41 wins the match. If both teams reach the target after the same hand, it rises by 20, to 61, then 81, then 101; if both reach 101, the match is a tie.</source>
        <translation>Dora luhet si gjithmonë, dhe çdo lojtar merr 3, 2, 1 ose 0 pikë si gjithmonë; pikët e një skuadre për dorën janë pikët e dy lojtarëve të saj të mbledhura (5 dhe 1, 4 dhe 2, ose 3 dhe 3). Skuadra që arrin e para 41 fiton ndeshjen. Nëse të dyja skuadrat arrijnë objektivin pas së njëjtës dorë, ai ngrihet me 20, në 61, pastaj 81, pastaj 101; nëse të dyja arrijnë 101, ndeshja mbaron barazim.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The swap:&lt;/b&gt; if the first and the last player of the hand before are partners (a 3 and 3 hand), nothing is exchanged and the player holding the 3♠ leads, free to play anything. Otherwise the swap is made as usual.</source>
        <translation>&lt;b&gt;Shkëmbimi:&lt;/b&gt; nëse lojtari i parë dhe i fundit i dorës së mëparshme janë partnerë (një dorë 3 me 3), nuk shkëmbehet asgjë dhe hap lojtari që ka 3♠, i lirë të luajë çfarëdo. Përndryshe shkëmbimi bëhet si zakonisht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No signs between partners:&lt;/b&gt; you see only your own cards, and nothing passes between partners but the cards they play. Help your partner with your play: let their winning play stand, lead low when they are close to going out, and stop the other team.</source>
        <translation>&lt;b&gt;Asnjë shenjë mes partnerëve:&lt;/b&gt; ti sheh vetëm letrat e tua, dhe mes partnerëve nuk kalon asgjë përveç letrave që luajnë. Ndihmoje partnerin me lojën tënde: lëre letrën e tij fituese të qëndrojë, hap me letra të ulëta kur ai është gati të dalë, dhe ndalo skuadrën tjetër.</translation>
    </message>
    <message>
        <source>Each computer player has a level; choose it in the New match dialog.</source>
        <translation>Çdo lojtar i kompjuterit ka një nivel; zgjidhe te dritarja e ndeshjes së re.</translation>
    </message>
    <message>
        <source>Levels: {levels}.</source>
        <translation>Nivelet: {levels}.</translation>
    </message>
    <message>
        <source>Click cards to select them, then press Play, or Enter, or drag them onto the table. A double click plays one card. Pass with the Pass button or P.</source>
        <translation>Kliko letrat për t&apos;i zgjedhur, pastaj shtyp Luaj ose Enter, ose tërhiqi në tavolinë. Klikimi i dyfishtë hedh një letër. Pas bëhet me butonin Pas ose me P.</translation>
    </message>
    <message>
        <source>With the keyboard: the arrows move among your cards, Space selects, Enter plays, P passes, Escape clears the selection. F1 opens these rules.</source>
        <translation>Me tastierë: shigjetat lëvizin nëpër letrat e tua, Hapësira zgjedh, Enter hedh, P bën pas, Escape heq zgjedhjen. F1 hap këto rregulla.</translation>
    </message>
    <message>
        <source>Rules of Murlan</source>
        <translation>Rregullat e Murlanit</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cilësimet</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Shpejtësia e animacionit:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Menjëherë</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Shpejt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Ngadalë</translation>
    </message>
    <message>
        <source>&amp;Computer players&apos; pace:</source>
        <translation>&amp;Ritmi i lojtarëve kompjuter:</translation>
    </message>
    <message>
        <source>As fast as the animations</source>
        <translation>Sa shpejt animacionet</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>I shpejtë</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>I qetë</translation>
    </message>
    <message>
        <source>Unhurried</source>
        <translation>Pa nxitim</translation>
    </message>
    <message>
        <source>&amp;Order of my hand:</source>
        <translation>Re&amp;nditja e dorës sime:</translation>
    </message>
    <message>
        <source>Sorted by rank</source>
        <translation>Sipas vlerës</translation>
    </message>
    <message>
        <source>As I arrange it</source>
        <translation>Siç e rregulloj unë</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Pamja</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>Pako me &amp;katër ngjyra (karotë blu, spathitë jeshile)</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Shpina e &amp;letrave:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Ngjyra e &amp;tryezës:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Gjuha:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Zëri</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>L&amp;uaj tingujt</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumi:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumi</translation>
    </message>
    <message>
        <source>No sound can be played here: {why}</source>
        <translation>Këtu nuk mund të luhet asnjë tingull: {why}</translation>
    </message>
    <message>
        <source>Table aids</source>
        <translation>Ndihmat e tryezës</translation>
    </message>
    <message>
        <source>Show the lo&amp;g of the hand&apos;s plays</source>
        <translation>Shfaq regjistrin e &amp;hedhjeve të dorës</translation>
    </message>
    <message>
        <source>Show the card t&amp;racker (what is still out)</source>
        <translation>Shfaq ndjekësin e l&amp;etrave (çfarë ka mbetur ende)</translation>
    </message>
    <message>
        <source>Pass a&amp;utomatically when nothing can beat the table</source>
        <translation>Bëj pas &amp;automatikisht kur asgjë nuk e mund tryezën</translation>
    </message>
    <message>
        <source>&amp;Dim the cards that cannot be played</source>
        <translation>&amp;Zbeh letrat që nuk mund të hidhen</translation>
    </message>
    <message>
        <source>&amp;Speed up the rest of the hand once I am out</source>
        <translation>Shpe&amp;jto pjesën tjetër të dorës kur të kem dalë</translation>
    </message>
</context>
<context>
    <name>SoundBoard</name>
    <message>
        <source>Sound is turned off by {name}.</source>
        <translation>Zëri është fikur nga {name}.</translation>
    </message>
    <message>
        <source>Qt&apos;s multimedia module is not installed.</source>
        <translation>Moduli multimedial i Qt nuk është i instaluar.</translation>
    </message>
    <message>
        <source>No audio output was found.</source>
        <translation>Nuk u gjet asnjë dalje zëri.</translation>
    </message>
    <message>
        <source>The sound player stopped working ({error}).</source>
        <translation>Luajtësi i tingujve pushoi së punuari ({error}).</translation>
    </message>
    <message>
        <source>The sound player did not answer.</source>
        <translation>Luajtësi i tingujve nuk u përgjigj.</translation>
    </message>
    <message>
        <source>The sound player gave an answer this game does not understand.</source>
        <translation>Luajtësi i tingujve dha një përgjigje që kjo lojë nuk e kupton.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Murlan is already running with the data folder {folder}. Only one game at a time can use it, so that no save is lost. The running game holds the file {lock}.</source>
        <translation>Murlan është tashmë i hapur me dosjen e të dhënave {folder}. Vetëm një lojë në një kohë mund ta përdorë atë, që të mos humbasë asnjë ruajtje. Loja e hapur mban skedarin {lock}.</translation>
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
        <source>Hints used:</source>
        <translation>Këshilla të përdorura:</translation>
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
        <source>People (network tables)</source>
        <translation>Njerëz (tavolina në rrjet)</translation>
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
        <source>an {n}-card scale, {low} to {high}</source>
        <translation>një shkallë me {n} letra, nga {low} te {high}</translation>
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
        <translation>i parë</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>i dytë</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>i tretë</translation>
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
    <message>
        <source>spades</source>
        <translation>maç</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupë</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>spathi</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>the black joker</source>
        <translation>xhokerin e zi</translation>
    </message>
    <message>
        <source>the red joker</source>
        <translation>xhokerin e kuq</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Partners: 2 against 2</source>
        <translation>Partnerë: 2 kundër 2</translation>
    </message>
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
        <source>Received in the swap</source>
        <translation>E marrë në shkëmbim</translation>
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
        <source>Scales step by one</source>
        <translation>Shkallët me një hap</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partnerë</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Dora {n}</translation>
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
<context>
    <name>Teams</name>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a} &amp; {b}</translation>
    </message>
</context>
<context>
    <name>Tracker</name>
    <message>
        <source>Cards by rank and suit</source>
        <translation>Letrat sipas vlerës dhe ngjyrës</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Vlera</translation>
    </message>
    <message>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <source>Your team, cards left: {players}</source>
        <translation>Skuadra jote, letra të mbetura: {players}</translation>
    </message>
    <message>
        <source>The other team, cards left: {players}</source>
        <translation>Skuadra tjetër, letra të mbetura: {players}</translation>
    </message>
    <message>
        <source>No hand in play.</source>
        <translation>Asnjë dorë në lojë.</translation>
    </message>
    <message>
        <source>Cards not seen yet: {n}</source>
        <translation>Letra ende të pa para: {n}</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>xhokerët</translation>
    </message>
    <message>
        <source>{name} still holds {cards}.</source>
        <translation>{name} mban ende {cards}.</translation>
    </message>
    <message>
        <source>A suit: not seen yet. {ring}: in your hand. {dot}: played. Bold: high cards. Marked: all four unseen, a bomb is possible.</source>
        <translation>Një simbol ngjyre: ende e pa parë. {ring}: në dorën tënde. {dot}: e luajtur. Me të trasha: letrat e larta. Të shënuara: të katra të pa para, është e mundur një bombë.</translation>
    </message>
    <message>
        <source>{card}: not seen yet</source>
        <translation>{card}: ende e pa parë</translation>
    </message>
    <message>
        <source>{card}: in your hand</source>
        <translation>{card}: në dorën tënde</translation>
    </message>
    <message>
        <source>{card}: seen</source>
        <translation>{card}: e parë</translation>
    </message>
    <message>
        <source>All four are still unseen: one player may hold the bomb.</source>
        <translation>Të katra janë ende të pa para: një lojtar mund ta ketë bombën.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Singles and beating</source>
        <translation>Letrat e vetme dhe mposhtja</translation>
    </message>
    <message>
        <source>Your cards are at the bottom; Arta, Besnik and Drita play after you, clockwise. The table is empty, so you lead: you may play anything.</source>
        <translation>Letrat e tua janë poshtë; Arta, Besniku dhe Drita luajnë pas teje, në drejtim të akrepave të orës. Tavolina është bosh, ndaj hap ti: mund të hedhësh çfarë të duash.</translation>
    </message>
    <message>
        <source>Play one card: click the 5♥ to select it, then press Play (or drag it onto the table).</source>
        <translation>Hidh një letër: kliko 5♥ për ta zgjedhur, pastaj shtyp Luaj (ose tërhiqe në tavolinë).</translation>
    </message>
    <message>
        <source>Select only the 5♥, then press Play.</source>
        <translation>Zgjidh vetëm 5♥, pastaj shtyp Luaj.</translation>
    </message>
    <message>
        <source>Each player must beat the card on the table with a higher one, or pass. Arta played an 8, Besnik passed and Drita beat it with a queen.</source>
        <translation>Secili lojtar duhet ta mposhtë letrën në tavolinë me një më të lartë, ose të bëjë pas. Arta hodhi një 8, Besniku bëri pas dhe Drita e mposhti me një damë.</translation>
    </message>
    <message>
        <source>Only ranks count, never suits: 3 is the lowest, then 4 up to king, ace and 2. Beat the queen with your 2♠.</source>
        <translation>Ka rëndësi vetëm vlera, kurrë simboli: 3 është më e ulëta, pastaj 4 e me radhë deri te mbreti, asi dhe 2. Mposhte damën me 2♠ tënde.</translation>
    </message>
    <message>
        <source>A 9 is lower than a queen. Play your 2♠.</source>
        <translation>Një 9 është më e ulët se dama. Hidh 2♠ tënde.</translation>
    </message>
    <message>
        <source>Pairs and triples</source>
        <translation>Çiftet dhe treshet</translation>
    </message>
    <message>
        <source>Two cards of the same rank make a pair. Select both 6s and play them together.</source>
        <translation>Dy letra me të njëjtën vlerë bëjnë një çift. Zgjidh të dy 6-shat dhe hidhi bashkë.</translation>
    </message>
    <message>
        <source>A pair is two cards of one rank: select the two 6s only.</source>
        <translation>Çifti është dy letra me të njëjtën vlerë: zgjidh vetëm dy 6-shat.</translation>
    </message>
    <message>
        <source>Arta beat your 6s with a pair of jacks. A pair is beaten only by a higher pair, and you have none: press Pass.</source>
        <translation>Arta i mposhti 6-shat e tu me një çift fantësh. Një çift e mposht vetëm një çift më i lartë, dhe ti nuk ke asnjë: shtyp Pas.</translation>
    </message>
    <message>
        <source>A single card cannot beat a pair. Press Pass.</source>
        <translation>Një letër e vetme nuk mund të mposhtë një çift. Shtyp Pas.</translation>
    </message>
    <message>
        <source>Everyone passed, so Arta won the trick and led three 5s: a triple. Beat it with your three 9s.</source>
        <translation>Të gjithë bënë pas, ndaj Arta fitoi raundin dhe hapi me tre 5-sha: një treshe. Mposhte me tre 9-shat e tu.</translation>
    </message>
    <message>
        <source>Only a higher triple beats a triple: select all three 9s.</source>
        <translation>Një treshe e mposht vetëm një treshe më e lartë: zgjidh të tre 9-shat.</translation>
    </message>
    <message>
        <source>Scales</source>
        <translation>Shkallët</translation>
    </message>
    <message>
        <source>Five or more cards of consecutive ranks make a scale. The ace can be low (A 2 3 4 5) or high (10 J Q K A); the 2 is only ever low.</source>
        <translation>Pesë ose më shumë letra me vlera të njëpasnjëshme bëjnë një shkallë. Asi mund të jetë poshtë (A 2 3 4 5) ose lart (10 J Q K A); 2 është gjithmonë poshtë.</translation>
    </message>
    <message>
        <source>Lead the lowest scale there is: select A, 2, 3, 4 and 5, then press Play.</source>
        <translation>Hap me shkallën më të ulët që ekziston: zgjidh A, 2, 3, 4 dhe 5, pastaj shtyp Luaj.</translation>
    </message>
    <message>
        <source>A scale needs at least five cards: add the ace.</source>
        <translation>Shkallës i duhen të paktën pesë letra: shto asin.</translation>
    </message>
    <message>
        <source>Arta played 4 to 8. A scale is beaten only by a scale of the same length with a higher top card: play five cards in a row, 9 to king.</source>
        <translation>Arta hodhi nga 4 deri në 8. Një shkallë e mposht vetëm një shkallë me të njëjtën gjatësi dhe me letrën e sipërme më të lartë: hidh pesë letra me radhë, nga 9 deri te mbreti.</translation>
    </message>
    <message>
        <source>Same length only: five cards, no more and no fewer.</source>
        <translation>Vetëm me të njëjtën gjatësi: pesë letra, as më shumë, as më pak.</translation>
    </message>
    <message>
        <source>Your scale held. Remember: J Q K A 2 is not a scale, because the 2 never follows the ace.</source>
        <translation>Shkalla jote qëndroi. Mbaj mend: J Q K A 2 nuk është shkallë, sepse 2 nuk vjen kurrë pas asit.</translation>
    </message>
    <message>
        <source>Bombs beat everything</source>
        <translation>Bombat mposhtin gjithçka</translation>
    </message>
    <message>
        <source>All four cards of one rank make a bomb. Watch Arta lead a scale from 9 to king: you hold no scale to answer it.</source>
        <translation>Të katër letrat e një vlere bëjnë një bombë. Shiko si Arta hap me një shkallë nga 9 deri te mbreti: ti nuk ke shkallë për t&apos;iu përgjigjur.</translation>
    </message>
    <message>
        <source>A bomb beats any play, even a scale, a 2 or a joker. Play your four 7s.</source>
        <translation>Bomba mposht çdo hedhje, edhe një shkallë, një 2 apo një xhoker. Hidh katër 7-shat e tu.</translation>
    </message>
    <message>
        <source>Only a scale of the same length, or a bomb, beats a scale. Select all four 7s.</source>
        <translation>Një shkallë e mposht vetëm një shkallë me të njëjtën gjatësi, ose një bombë. Zgjidh të katër 7-shat.</translation>
    </message>
    <message>
        <source>Besnik answered with four 8s: a bomb is beaten only by a higher bomb. You cannot beat it: press Pass.</source>
        <translation>Besniku u përgjigj me katër 8-sha: një bombë e mposht vetëm një bombë më e lartë. Ti nuk mund ta mposhtësh: shtyp Pas.</translation>
    </message>
    <message>
        <source>Nothing but a higher bomb beats a bomb. Press Pass.</source>
        <translation>Një bombë nuk e mposht asgjë tjetër veç një bombe më të lartë. Shtyp Pas.</translation>
    </message>
    <message>
        <source>Besnik&apos;s bomb won the trick, and he led again: a 6. Keep a bomb for the moment it matters: it can go on anything, but only on your turn.</source>
        <translation>Bomba e Besnikut fitoi raundin dhe ai hapi sërish: një 6. Ruaje bombën për momentin kur ka rëndësi: mund të hidhet mbi çdo gjë, por vetëm kur të vjen radha.</translation>
    </message>
    <message>
        <source>Passing, and when a trick ends</source>
        <translation>Pasi, dhe kur mbaron raundi</translation>
    </message>
    <message>
        <source>Lead your 6♦.</source>
        <translation>Hap me 6♦.</translation>
    </message>
    <message>
        <source>Two different ranks are no combination. Play the 6♦ alone.</source>
        <translation>Dy vlera të ndryshme nuk janë kombinim. Hidh vetëm 6♦.</translation>
    </message>
    <message>
        <source>Drita&apos;s jack is on top. You could beat it with your king, but save the king: press Pass.</source>
        <translation>Sipër është fanti i Dritës. Mund ta mposhtje me mbretin, por ruaje mbretin: shtyp Pas.</translation>
    </message>
    <message>
        <source>Press Pass this time: you may always pass when you are not leading.</source>
        <translation>Këtë herë shtyp Pas: mund të bësh gjithmonë pas kur nuk je ti që hap raundin.</translation>
    </message>
    <message>
        <source>A pass does not take you out of the trick: your turn came back. Beat Arta&apos;s queen with your king.</source>
        <translation>Kush bën pas nuk del nga raundi: të erdhi sërish radha. Mposhte damën e Artës me mbretin tënd.</translation>
    </message>
    <message>
        <source>A 10 does not beat a queen. Play the king.</source>
        <translation>Një 10 nuk e mposht damën. Hidh mbretin.</translation>
    </message>
    <message>
        <source>Points add up over the hands. The target is 21: a player who reaches it alone wins the match. You have 20, Arta 19.</source>
        <translation>Pikët mblidhen dorë pas dore. Objektivi është 21: lojtari që e arrin i vetëm fiton ndeshjen. Ti ke 20, Arta 19.</translation>
    </message>
    <message>
        <source>You reached 23 and Arta 21: two players at or past the target after the same hand, so nobody wins yet and the target rises to 31. It rises to 41 and 51 the same way; two or more at or past 51 end the match in a tie.</source>
        <translation>Ti arrite 23 dhe Arta 21: pas së njëjtës dorë dy lojtarë janë në objektiv ose përtej tij, ndaj ende s&apos;fiton askush dhe objektivi ngrihet në 31. Në të njëjtën mënyrë ngrihet në 41 dhe 51; nëse dy ose më shumë arrijnë ose kalojnë 51-shin, ndeshja mbaron baras.</translation>
    </message>
    <message>
        <source>Partners: 2 against 2</source>
        <translation>Partnerë: 2 kundër 2</translation>
    </message>
    <message>
        <source>In the partners game the player across the table is your partner: you and Besnik are a team against Arta and Drita, and the plates show each team in its colour. You never see your partner&apos;s cards and may tell them nothing: you help each other only by how you play.</source>
        <translation>Në lojën me partnerë, lojtari përballë është partneri yt: ti dhe Besniku jeni një skuadër kundër Artës dhe Dritës, dhe tabelat e emrave e tregojnë çdo skuadër me ngjyrën e saj. Letrat e partnerit nuk i sheh kurrë dhe nuk mund t&apos;i thuash asgjë: ndihmoni njëri-tjetrin vetëm me mënyrën si luani.</translation>
    </message>
    <message>
        <source>Arta led a 9 and Besnik beat it with a king: the trick is going to your team. Your ace could beat that king, but it would only spend your best card: press Pass.</source>
        <translation>Arta hapi me një 9 dhe Besniku e mposhti me një mbret: raundi po shkon te skuadra jote. Asi yt mund ta mposhtte atë mbret, por do të harxhoje kot letrën tënde më të mirë: shtyp Pas.</translation>
    </message>
    <message>
        <source>Nobody beat your queens, so you lead. Besnik has one card left: lead your lowest single, the 3♥, so that your partner can beat it and go out.</source>
        <translation>Askush nuk i mposhti damat e tua, ndaj hap ti. Besnikut i ka mbetur një letër: hap me letrën tënde më të ulët, 3♥, që partneri ta mposhtë dhe të dalë.</translation>
    </message>
    <message>
        <source>Everyone scores 3, 2, 1 or 0 as always, and partners&apos; points are added: your team has 38, theirs 31. The first team to reach 41 wins; if both reach it after the same hand, the target rises by 20, to 61, 81 and 101.</source>
        <translation>Secili merr 3, 2, 1 ose 0 pikë si gjithmonë, dhe pikët e partnerëve mblidhen: skuadra jote ka 38, e tyre 31. Fiton skuadra që arrin e para 41; nëse e arrijnë të dyja pas së njëjtës dorë, objektivi ngrihet me 20, në 61, 81 dhe 101.</translation>
    </message>
    <message>
        <source>Do not beat your partner&apos;s winning play: press Pass.</source>
        <translation>Mos e mposht hedhjen fituese të partnerit: shtyp Pas.</translation>
    </message>
    <message>
        <source>Besnik won the trick and led a pair of 8s; Drita beat them with her jacks. Stop the other team: beat her jacks with your queens.</source>
        <translation>Besniku fitoi raundin dhe hapi me një çift 8-shash; Drita i mposhti me fantët e saj. Ndale skuadrën tjetër: mposhti fantët e saj me damat e tua.</translation>
    </message>
    <message>
        <source>A pair is beaten only by a higher pair: select the two queens.</source>
        <translation>Një çift e mposht vetëm një çift më i lartë: zgjidh dy damat.</translation>
    </message>
    <message>
        <source>Lead the 3♥ alone: the lower your lead, the likelier your partner can beat it.</source>
        <translation>Hap vetëm me 3♥: sa më e ulët letra me të cilën hap, aq më shumë gjasa ka partneri ta mposhtë.</translation>
    </message>
    <message>
        <source>Besnik beat Arta&apos;s 4 with his last card and went out first: 3 points for your team, whatever happens now. Your own place still counts: second would make it 5 of the hand&apos;s 6 points.</source>
        <translation>Besniku e mposhti 4-shin e Artës me letrën e tij të fundit dhe doli i pari: 3 pikë për skuadrën tënde, çfarëdo që të ndodhë tani. Vendi yt ka ende rëndësi: i dyti do ta bënte 5 nga 6 pikët e dorës.</translation>
    </message>
    <message>
        <source>The swap after the hand: if first and last place are opponents, it is made as usual and the last player leads. If they are partners (3 and 0 against 2 and 1: a 3-3 hand), nothing is swapped and whoever holds the 3♠ leads the next hand, free to play anything.</source>
        <translation>Shkëmbimi pas dorës: nëse i pari dhe i fundit janë kundërshtarë, bëhet si zakonisht dhe hap lojtari i fundit. Nëse janë partnerë (3 dhe 0 kundër 2 dhe 1: një dorë 3 me 3), nuk shkëmbehet asgjë dhe dorën tjetër e hap kush ka 3♠, i lirë të luajë çfarëdo.</translation>
    </message>
    <message>
        <source>The 3♠ opens the match</source>
        <translation>3♠ hap ndeshjen</translation>
    </message>
    <message>
        <source>In the first hand of a match, whoever holds the 3♠ leads, and that first play must include it. You hold it.</source>
        <translation>Në dorën e parë të ndeshjes hap kush ka 3♠, dhe hedhja e parë duhet ta përmbajë atë. E ke ti.</translation>
    </message>
    <message>
        <source>Play the 3♠ together with the 3♦ as a pair.</source>
        <translation>Hidh 3♠ bashkë me 3♦ si çift.</translation>
    </message>
    <message>
        <source>The first play of the match must include the 3♠.</source>
        <translation>Hedhja e parë e ndeshjes duhet të përmbajë 3♠.</translation>
    </message>
    <message>
        <source>Only that first play is tied to the 3♠. Beat Arta&apos;s 7s with your pair of 8s.</source>
        <translation>Vetëm hedhja e parë lidhet me 3♠. Mposhti 7-shat e Artës me çiftin tënd të 8-shave.</translation>
    </message>
    <message>
        <source>A pair is beaten only by a higher pair: play the two 8s.</source>
        <translation>Një çift e mposht vetëm një çift më i lartë: hidh dy 8-shat.</translation>
    </message>
    <message>
        <source>Going out and points</source>
        <translation>Dalja dhe pikët</translation>
    </message>
    <message>
        <source>The aim is to get rid of all your cards first. You have three left: lead your pair of 9s.</source>
        <translation>Qëllimi është të shpëtosh i pari nga të gjitha letrat. Të kanë mbetur tri: hap me çiftin e 9-shave.</translation>
    </message>
    <message>
        <source>A 9 and an ace are no pair. Select the two 9s.</source>
        <translation>Një 9 dhe një as nuk bëjnë çift. Zgjidh dy 9-shat.</translation>
    </message>
    <message>
        <source>Nobody beat your 9s, so you lead again. Play your last card to go out.</source>
        <translation>Askush nuk i mposhti 9-shat e tu, ndaj hap sërish ti. Hidh letrën e fundit për të dalë.</translation>
    </message>
    <message>
        <source>Play the ace, your last card.</source>
        <translation>Hidh asin, letrën tënde të fundit.</translation>
    </message>
    <message>
        <source>You went out first: 3 points; second gets 2, third 1, last 0. The scores are at the top left.</source>
        <translation>Dole i pari: 3 pikë; i dyti merr 2, i treti 1, i fundit 0. Pikët janë lart majtas.</translation>
    </message>
    <message>
        <source>From the second hand on there is a swap: you went out first last hand and Arta last, so she gave you her highest card. Give her back one card from 3 to 10.</source>
        <translation>Nga dora e dytë e tutje bëhet shkëmbimi: në dorën e kaluar ti dole i pari dhe Arta e fundit, ndaj ajo të dha letrën e saj më të lartë. Ktheji asaj një letër nga 3 deri në 10.</translation>
    </message>
    <message>
        <source>The swap, and who leads</source>
        <translation>Shkëmbimi, dhe kush hap</translation>
    </message>
    <message>
        <source>Nobody could beat your 2 (only the two jokers are higher, and the red joker beats the black one), so the trick is yours and you lead again.</source>
        <translation>Askush nuk e mposhti 2-shin tënd (vetëm dy xhokerët janë më të lartë, dhe xhokeri i kuq e mposht të zinë), ndaj raundi është yti dhe hap sërish ti.</translation>
    </message>
    <message>
        <source>The trick is yours. Singles, pairs and triples never mix: each is beaten only by a higher play of its own kind. The two jokers never make a pair: a joker is always played alone.</source>
        <translation>Raundi është yti. Letrat e vetme, çiftet dhe treshet nuk përzihen kurrë: secilën e mposht vetëm një hedhje më e lartë e të njëjtit lloj. Dy xhokerët nuk bëjnë kurrë çift: xhokeri luhet gjithmonë i vetëm.</translation>
    </message>
    <message>
        <source>The other three passed one after another, so the trick ended: the cards leave the table and whoever played last (you) leads the next trick. To look at the last trick again, hold L or click the middle of the table.</source>
        <translation>Të tre të tjerët bënë pas njëri pas tjetrit, ndaj raundi mbaroi: letrat largohen nga tavolina dhe raundin tjetër e hap kush hodhi i fundit (ti). Për ta parë sërish raundin e fundit, mbaj shtypur L ose kliko në mes të tavolinës.</translation>
    </message>
    <message>
        <source>The 3♠ rule holds only for the first hand; in later hands the swap decides who leads. The dealer, marked on the table, only deals the cards: the deal moves one seat clockwise each hand, and the two players after the dealer get 14 cards, the other two 13.</source>
        <translation>Rregulli i 3♠ vlen vetëm për dorën e parë; në duart e mëvonshme shkëmbimi vendos se kush hap. Ndarësi, i shënuar në tavolinë, vetëm i ndan letrat: ndarja kalon një vend në drejtim të akrepave të orës çdo dorë, dhe dy lojtarët pas ndarësit marrin 14 letra, dy të tjerët 13.</translation>
    </message>
    <message>
        <source>After the swap the last player leads: Arta led a pair of 6s. Beat it with your queens.</source>
        <translation>Pas shkëmbimit hap lojtari i fundit: Arta hapi me një çift 6-shash. Mposhte me damat e tua.</translation>
    </message>
    <message>
        <source>A joker alone cannot beat a pair. Play the two queens.</source>
        <translation>Një xhoker i vetëm nuk mund të mposhtë një çift. Hidh dy damat.</translation>
    </message>
    <message>
        <source>One exception: if the last player holds both jokers, they show them, nothing is swapped, and the first player leads.</source>
        <translation>Një përjashtim: nëse lojtari i fundit ka të dy xhokerët, i tregon ata, nuk shkëmbehet asgjë dhe hap lojtari i parë.</translation>
    </message>
    <message>
        <source>The target: 21, and higher</source>
        <translation>Objektivi: 21, e më lart</translation>
    </message>
    <message>
        <source>Lead your pair of 10s.</source>
        <translation>Hap me çiftin e 10-shave.</translation>
    </message>
    <message>
        <source>A 10 and a 5 are no pair. Select the two 10s.</source>
        <translation>Një 10 dhe një 5 nuk bëjnë çift. Zgjidh dy 10-shat.</translation>
    </message>
    <message>
        <source>Now go out with your last card, the 5♠.</source>
        <translation>Tani dil me letrën e fundit, 5♠.</translation>
    </message>
    <message>
        <source>Play the 5♠.</source>
        <translation>Hidh 5♠.</translation>
    </message>
    <message>
        <source>Lesson {n} of {total}: {title}</source>
        <translation>Mësimi {n} nga {total}: {title}</translation>
    </message>
    <message>
        <source>Lesson complete!</source>
        <translation>Mësimi mbaroi!</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>Mësimi &amp;tjetër</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Përfundo</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Vazhdo</translation>
    </message>
    <message>
        <source>Watch the others play…</source>
        <translation>Shiko si luajnë të tjerët…</translation>
    </message>
    <message>
        <source>You know the rules of Murlan</source>
        <translation>Tani i di rregullat e Murlanit</translation>
    </message>
    <message>
        <source>That was every rule of the game. The best way on is to play: choose how strong your three opponents are (Easy is a gentle start) and deal.</source>
        <translation>Ky ishte çdo rregull i lojës. Mënyra më e mirë për të vazhduar është të luani: zgjidhni sa të fortë janë tre kundërshtarët tuaj (I lehtë është një fillim i butë) dhe shpërndani.</translation>
    </message>
    <message>
        <source>This lesson is complete: press Next lesson.</source>
        <translation>Ky mësim mbaroi: shtyp Mësimi tjetër.</translation>
    </message>
    <message>
        <source>This lesson is complete: press Finish.</source>
        <translation>Ky mësim mbaroi: shtyp Përfundo.</translation>
    </message>
    <message>
        <source>Read the lesson first, then press Next.</source>
        <translation>Lexo më parë mësimin, pastaj shtyp Vazhdo.</translation>
    </message>
    <message>
        <source>That is not this step&apos;s move.</source>
        <translation>Kjo nuk është lëvizja e këtij hapi.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Vazhdo</translation>
    </message>
    <message>
        <source>S&amp;kip step</source>
        <translation>&amp;Kapërce hapin</translation>
    </message>
    <message>
        <source>Do this step for me</source>
        <translation>Bëje këtë hap për mua</translation>
    </message>
    <message>
        <source>&amp;Leave tutorial</source>
        <translation>&amp;Lër mësimet</translation>
    </message>
    <message>
        <source>Play your &amp;first match</source>
        <translation>Luaj ndeshjen tënde të &amp;parë</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Kundërshtarët:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Kundërshtarët</translation>
    </message>
    <message>
        <source>How strong the three computer players of your first match are</source>
        <translation>Sa të fortë janë tre lojtarët kompjuter të ndeshjes suaj të parë</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Mësimi</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to Murlan</source>
        <translation>Mirë se vini në Murlan</translation>
    </message>
    <message>
        <source>The Albanian climbing card game for four: be the first to get rid of your cards.</source>
        <translation>Loja shqiptare me letra për katër veta: bëhu i pari që shpëton nga letrat e tua.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Mëso të luash</translation>
    </message>
    <message>
        <source>Ten short lessons on the real table, a few minutes each.</source>
        <translation>Dhjetë mësime të shkurtra në tavolinën e vërtetë, nga pak minuta secili.</translation>
    </message>
    <message>
        <source>&amp;Play a match</source>
        <translation>&amp;Luaj një ndeshje</translation>
    </message>
    <message>
        <source>You against three computer players; you choose how strong.</source>
        <translation>Ti kundër tre lojtarëve të kompjuterit; ti zgjedh sa të fortë.</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Gjuha:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Gjuha e sistemit</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>&amp;Kthehu te ndeshja</translation>
    </message>
    <message>
        <source>Help &gt; Welcome brings this page back; F1 opens the rules.</source>
        <translation>Ndihmë &gt; Mirësevini e sjell sërish këtë faqe; F1 hap rregullat.</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Mirësevini</translation>
    </message>
    <message>
        <source>&amp;Return to table {name}</source>
        <translation>Kthehu te &amp;tavolina {name}</translation>
    </message>
    <message>
        <source>Return to table {name}</source>
        <translation>Kthehu te tavolina {name}</translation>
    </message>
    <message>
        <source>Your table is waiting: your seat at {name} is kept for you.</source>
        <translation>Tavolina po të pret: vendi yt në {name} mbahet për ty.</translation>
    </message>
</context>
</TS>
