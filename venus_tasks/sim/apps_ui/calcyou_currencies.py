"""CalcYou 3.1's offline currency table: ``app/src/main/res/raw/currencies.csv`` as its
build writes it (``app/build.gradle.kts`` task ``updateCurrencies``: ``currencyApiVersion =
"2025-09-23"``, EUR-based rates of the ``@fawazahmed0/currency-api`` package, that date's
release 2025.9.23: "Euro,1.0" first, then every other currency of ``v1/currencies.json`` in
its order, name as listed, rate = units per euro as ``Double.toString``). Generated once from
that package; VenusBench-Mobile's ``VagueCurrencyExchange`` answers (EUR->TWD 35.693,
USD->THB 31.775, HKD->KRW 179.253, CAD->JPY 106.775, GBP->MYR 5.678) follow from it."""

CSV = """\
Euro,1.0
1inch,5.08472525
Aave,0.0044118663
Cardano,1.48525973
Emirati Dirham,4.34015694
Afghan Afghani,81.31730382
SingularityNET,4.64528505
Akash Network,1.15318675
Algorand,5.54657404
Albanian Lek,97.15385261
Armenian Dram,452.1537287
Amp,374.03585673
Dutch Guilder,2.12837952
Angolan Kwanza,1084.70466784
ApeCoin,2.23591693
Aptos,0.27665676
Arweave,0.19737412
Arbitrum,2.74314069
Argentine Peso,1666.53530362
Cosmos,0.2850602
Austrian Schilling,13.7603
Australian Dollar,1.79196285
Avalanche,0.035526794
Aruban or Dutch Guilder,2.11542026
Axie Infinity,0.53949158
Azerbaijani Manat,10049.83140137
Azerbaijan Manat,2.00996628
BakeryToken,25.02021179
Bosnian Convertible Mark,1.95583
Basic Attention Token,8.1620066
Barbadian or Bajan Dollar,2.36359806
Bitcoin Cash,0.0020845761
Bangladeshi Taka,143.85181495
Belgian Franc,40.3399
Bulgarian Lev,1.95583
Bahraini Dinar,0.44435644
Burundian Franc,3519.05331937
Bermudian Dollar,1.18179903
Binance Coin,0.0011933254
Bruneian Dollar,1.5145875
Bolivian Bolíviano,8.17933796
Brazilian Real,6.30520098
Bahamian Dollar,1.18179903
Bitcoin SV,0.048715967
Biswap,105.93719361
Bitcoin,1.0511511E-5
Bitcoin Gold,1.13825997
Bhutanese Ngultrum,104.36623583
BitTorrent,1956783.0739389
Binance USD,1.16457734
Botswana Pula,16.20453937
Belarusian Ruble,4.00115523
Belarusian Ruble,40011.55231636
Belizean Dollar,2.37954012
Canadian Dollar,1.63383951
PancakeSwap,0.44818788
Congolese Franc,3254.73058618
Celo,4.40327561
Conflux,8.05611677
Swiss Franc,0.93496171
Chiliz,30.2864976
Chilean Peso,1130.34646849
Chinese Yuan Renminbi Offshore,8.40702561
Chinese Yuan Renminbi,8.40457352
Compound,0.028322
Colombian Peso,4550.10018924
Costa Rican Colon,596.16500294
Crypto.com Chain,5.68947274
Curve DAO Token,1.71482994
Casper,128.08864216
Cuban Convertible Peso,1.18179903
Cuban Peso,28.3515489
Cape Verdean Escudo,110.27
Convex Finance,0.34655825
Cypriot Pound,0.585274
Czech Koruna,24.23740081
DAI,1.18081591
Digital Cash,0.056389599
Decred,0.071828816
German Deutsche Mark,1.95583
DfiStarter,736.38767069
Djiboutian Franc,210.66607959
Danish Krone,7.46488834
Dogecoin,4.93065052
Dominican Peso,73.14229229
Polkadot,0.29483858
dYdX,1.93528798
Algerian Dinar,152.97934199
Estonian Kroon,15.64664
Elrond,0.090862413
Egyptian Pound,56.9254506
Enjin Coin,18.97356781
EOS,2.77468915
Eritrean Nakfa,17.72698544
Spanish Peseta,166.38600001
Ethiopian Birr,169.33402537
Ethereum Classic,0.063161425
Ethereum,2.8279919E-4
Fei USD,1.1830316
Filecoin,0.52442365
Finnish Markka,5.94573
Fijian Dollar,2.65889264
Falkland Island Pound,0.87373465
Flow,3.28967266
FLARE,50.35234228
Frax,0.48105076
French Franc,6.55957
FarmaTrust,1.43908716
Gala,77.65972249
British Pound,0.87373465
Georgian Lari,3.21580475
Guernsey Pound,0.87373465
Ghanaian Cedi,145220.47520768
Ghanaian Cedi,14.52204752
Gibraltar Pound,0.87373465
Gambian Dalasi,87.05430635
Goldmaxcoin,0.081086989
Guinean Franc,10257.11466412
Gnosis,0.0085668451
Greek Drachma,340.75000001
The Graph,13.95941362
GateToken,0.072041648
Guatemalan Quetzal,9.05045336
Gemini US Dollar,1.18051282
Guyanese Dollar,247.2254071
Hedera,5.34384645
Hong Kong Dollar,9.1855479
Honduran Lempira,30.96812356
Helium,0.50441892
Hydro Protocol,1367.01036437
Croatian Kuna,7.5345
Huobi Token,2.81303065
Haitian Gourde,154.93460323
Hungarian Forint,389.14353691
Internet Computer,0.27536222
Indonesian Rupiah,19597.18720661
Irish Pound,0.787564
Israeli Shekel,3.95748906
Isle of Man Pound,0.87373465
Immutable X,1.76397992
Injective,0.095980327
Indian Rupee,104.36623583
Iraqi Dinar,1547.9455285
Iranian Rial,49679.60746833
Icelandic Krona,142.64218483
Italian Lira,1936.27000007
Jersey Pound,0.87373465
Jamaican Dollar,189.38502636
Jordanian Dinar,0.83789551
Japanese Yen,174.45380634
Kava,3.67341515
Kucoin,0.076181914
Kadena,3.47351296
Kenyan Shilling,152.89135543
Kyrgyzstani Som,103.36502031
Cambodian Riel,4734.89421019
Klaytn,7.93901171
Comorian Franc,491.96775002
Kyber Network Crystals,3.48382045
North Korean Won,1063.64916463
South Korean Won,1646.54103797
Kusama,0.083076109
Kuwaiti Dinar,0.36075503
Caymanian Dollar,0.98296926
Kazakhstani Tenge,642.11267238
Lao Kip,25596.95262263
Lebanese Pound,106124.9022116
Lido DAO Token,1.06980477
LEOcoin,0.12443875
Chainlink,0.054737103
Sri Lankan Rupee,357.37926543
Loopring,14.07529791
Liberian Dollar,210.98684882
Basotho Loti,20.47679813
Litecoin,0.01116287
Lithuanian Litas,3.4528
Luxembourg Franc,40.3399
Terra,6.93567105
Latvian Lat,0.7028
Libyan Dinar,6.39288997
Moroccan Dirham,10.67130081
Mana Coin Decentraland,4.04669915
MobieCoin,7.79885272
Moldovan Leu,19.6937169
Malagasy Ariary,5217.14938842
Malagasy Franc,26085.7469421
Mina,7.16797821
Macedonian Denar,61.61288168
Maker,6.9404331E-4
Burmese Kyat,2481.04689485
Mongolian Tughrik,4252.04693203
Macau Pataca,9.46111434
Mauritanian Ouguiya,472.02800902
Mauritanian Ouguiya,47.2028009
Maltese Lira,0.4293
Mauritian Rupee,53.78880152
Maldivian Rufiyaa,18.20628295
Malawian Kwacha,2051.48047164
Mexican Peso,21.69063045
Malaysian Ringgit,4.96144164
Mozambican Metical,75502.7529953
Mozambican Metical,75.502753
Namibian Dollar,20.47679813
NEAR Protocol,0.4036729
NEO,0.1988575
NEXO,0.94288907
NFT,2692673.03660828
Nigerian Naira,1765.17742088
Nicaraguan Cordoba,43.44490163
Dutch Guilder,2.20371
Norwegian Krone,11.71795983
Nepalese Rupee,167.06425201
New Zealand Dollar,2.01525605
Okex,0.0064729375
Omani Rial,0.45478235
Menlo One,127.62192861
Optimism,1.68971528
Panamanian Balboa,1.18179903
PAX Gold,3.1306978E-4
Peruvian Sol,4.13305991
Papua New Guinean Kina,4.99924291
Philippine Peso,67.33426433
Pakistani Rupee,333.86427809
Polish Zloty,4.25584872
Proof Of Liquidity,5.22357331
Portuguese Escudo,200.48200001
Paraguayan Guarani,8411.17285167
Qatari Riyal,4.30174847
Quant,0.013051219
QTUM,0.54659433
Romanian Leu,50750.82714234
Romanian Leu,5.07508271
Rocket Pool,0.22157227
Serbian Dinar,117.1638483
Russian Ruble,98.8179784
THORChain (ERC20),1.00220964
Ravencoin,99.5085759
Rwandan Franc,1708.95821866
The Sandbox,4.35120072
Saudi Arabian Riyal,4.43174636
Solomon Islander Dollar,10.04515777
Seychellois Rupee,17.78646958
Sudanese Dinar,71036.41354077
Sudanese Pound,710.36413541
Swedish Krona,11.03916531
Singapore Dollar,1.5145875
Shiba Inu,98058.30924875
Saint Helenian Pound,0.87373465
Slovenian Tolar,239.64000001
Slovak Koruna,30.126
Sierra Leonean Leone,26.89206802
Sierra Leonean Leone,26892.06801999
Synthetix Network,1.87004711
Solana,0.0054150201
Somali Shilling,675.37300785
Seborgan Luigino,0.1969665
Surinamese Dollar,45.16217626
Surinamese Guilder,45162.17625745
Sao Tomean Dobra,24820.54171006
Sao Tomean Dobra,24.82054171
Stacks,1.96357627
Sui,0.35161094
Salvadoran Colon,10.34074151
Syrian Pound,15366.3704768
Swazi Lilangeni,20.47679813
Thai Baht,37.55183937
Theta,1.59572198
Tajikistani Somoni,11.05755327
Turkmenistani Manat,20736.23721539
Turkmenistani Manat,4.14724744
Tunisian Dinar,3.42236298
Tokamak Network,0.4242684
Tongan Pa'anga,2.83727436
TRON,3.47462807
Turkish Lira,48.92526219
Trinidadian Dollar,8.00822592
True USD,1.18296705
Tuvaluan Dollar,1.79196285
Taiwan New Dollar,35.69322797
Trust Wallet Token,1.0071104
Tanzanian Shilling,2915.80171973
Ukrainian Hryvnia,48.89365714
Ugandan Shilling,4136.91757895
Uniswap,0.14433979
US Dollar,1.18179903
USDC,1.17241839
USDP Stablecoin,1.18713476
Tether,1.17967931
Uruguayan Peso,47.06977594
Uzbekistani Som,14517.2814993
Vatican City Lira,1936.27000007
Venezuelan Bolívar,1.980537548349941E10
Venezuelan Bolívar,1.984161132171264E7
Venezuelan Bolívar,198.41611322
Vechain,52.12230948
Vietnamese Dong,31208.23769875
Ni-Vanuatu Vatu,141.15972627
Waves,1.17251401
WEMIX,1.58007387
WOO Network,17.92816018
Samoan Tala,3.16627999
Central African CFA Franc BEAC,655.95700002
Silver Ounce,0.026866093
Gold Ounce,3.1456902E-4
Tether Gold,3.139313E-4
East Caribbean Dollar,3.19906141
Xchange,2.12837952
Chia,0.13011182
XDC Network,15.58467932
IMF Special Drawing Rights,0.86077547
Eternal Coin,65150.5120448
NEM,579.1730173
Stellar Lumen,3.23097419
Monero,0.0040898037
CFA Franc,655.95700002
Palladium Ounce,9.9018296E-4
CFP Franc,119.33174225
Platinum Ounce,8.2947496E-4
Ripple,0.41674668
Tezos,1.69545047
Yemeni Rial,282.90771323
South African Rand,20.47679813
ZCash,0.024362044
Zilliqa,109.57469329
Zambian Kwacha,28125.21963956
Zambian Kwacha,28.12521964
Zimbabwean Dollar,427.69306882
Zimbabwean Dollar,78465.36370895
"""


def currencies() -> list[tuple[str, float]]:
    """``(name, units per euro)`` in file order (``CurrencyConverter.currencies``)."""
    out = []
    for line in CSV.splitlines():
        if line.strip():
            name, _, rate = line.partition(",")
            out.append((name, float(rate)))
    return out
